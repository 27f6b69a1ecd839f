import { Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { MAX_BATCH_ROWS } from '@envios/contracts';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/shared/api/api-error';
import { notifyFailure } from '@/shared/lib/notify';
import { useUploadBatchMutation } from '../api/batches-api';
import { downloadTemplate, downloadTemplateXlsx } from '../lib/batch-view';

/** 'Sube tu archivo': a CSV or Excel file of up to 1,000 shipments, validated on upload. */
export function UploadCard() {
  const [file, setFile] = useState<File | null>(null);
  const [upload, { isLoading, error }] = useUploadBatchMutation();
  const navigate = useNavigate();

  const submit = async () => {
    if (!file) return;
    const result = await upload(file);
    if ('error' in result) {
      notifyFailure('No se pudo leer el archivo', result.error);
      return;
    }
    setFile(null);
    navigate(`/batches/${result.data.id}`);
  };

  return (
    <Card component="section" aria-labelledby="batch-upload">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="batch-upload">
            Sube tu archivo
          </Title>
          <Text c="dimmed" size="sm">
            Un archivo CSV o de Excel (.xlsx) con hasta {MAX_BATCH_ROWS.toLocaleString('es-MX')} envíos y 5
            MB. Usa los encabezados de la plantilla; las direcciones de origen y los perfiles de paquete se
            indican por su nombre guardado.
          </Text>
        </div>
        <Group align="flex-end" gap="sm">
          <FileInput
            label="Archivo de envíos"
            placeholder="Elige un archivo .csv o .xlsx"
            // The placeholder is text of its own here, not the input's: give it the contrast of text.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={18} />}
            value={file}
            onChange={setFile}
            clearable
            error={error && !file ? errorMessage(error) : undefined}
            style={{ flex: '1 1 16rem' }}
          />
          <Button
            leftSection={<IconUpload size={18} />}
            onClick={submit}
            disabled={!file}
            loading={isLoading}
          >
            Validar archivo
          </Button>
          <Button variant="default" leftSection={<IconDownload size={18} />} onClick={downloadTemplate}>
            Plantilla CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            onClick={() =>
              void downloadTemplateXlsx().catch((e: unknown) =>
                notifyFailure('No se pudo crear la plantilla', e),
              )
            }
          >
            Plantilla Excel
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
