import { Button, Group, Text } from '@mantine/core';
import { clampPage } from '@envios/domain';
import { pageWindow } from '@/shared/lib/page-window';

interface PaginationBarProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Anterior / numbered pages / Siguiente, never leaving 1..totalPages (section 5). */
export function PaginationBar({ page, totalPages, onChange }: PaginationBarProps) {
  const last = Math.max(1, totalPages);
  const go = (target: number) => onChange(clampPage(target, last));
  return (
    <Group component="nav" aria-label="Paginación" gap={6} justify="center" mt="md" data-testid="pagination">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => go(page - 1)}>
        Anterior
      </Button>
      {pageWindow(page, last).map((item, index) =>
        item === 'gap' ? (
          <Text key={`gap-${index}`} c="dimmed" size="sm" aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="xs"
            miw={34}
            px={8}
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Página ${item}`}
            onClick={() => go(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button variant="default" size="xs" disabled={page >= last} onClick={() => go(page + 1)}>
        Siguiente
      </Button>
    </Group>
  );
}
