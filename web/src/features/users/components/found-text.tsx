import { Highlight, type HighlightProps } from '@mantine/core';

/** Text with the current search term highlighted. */
export function FoundText({
  text,
  search,
  ...props
}: { text: string; search: string } & Omit<HighlightProps, 'highlight' | 'children'>) {
  return (
    <Highlight highlight={search} size="sm" component="span" {...props}>
      {text}
    </Highlight>
  );
}
