import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { OptionSort, SortKey } from '../lib/quote-options';

interface SortableThProps {
  label: string;
  sortKey: SortKey;
  sort: OptionSort;
  onSort: (key: SortKey) => void;
}

/** A column header that sorts the options; aria-sort tells which way it is sorted now. */
export function SortableTh({ label, sortKey, sort, onSort }: SortableThProps) {
  const active = sort.key === sortKey;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sortKey)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={16} aria-hidden style={{ opacity: active ? 1 : 0.5 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
