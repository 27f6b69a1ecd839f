import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface SecretFieldProps {
  /** 'Clave de API', 'Secreto de firma'. */
  label: string;
  value: string;
  /** What the button says once copied, agreeing with the label ('Copiada', 'Copiado'). */
  copiedLabel: string;
}

/**
 * A secret shown this once (an API key, a webhook's signing secret): read-only, in monospace, with
 * 'Copiar'. It takes the focus (and selects itself) when it appears: the form's button is gone.
 */
export function SecretField({ label, value, copiedLabel }: SecretFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        autoComplete="off"
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        style={{ flex: 1, minWidth: 0 }}
        ref={input}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'filled'}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
          >
            {copied ? copiedLabel : 'Copiar'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
