import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { MAX_DISPUTE_PHOTO_BYTES, MAX_DISPUTE_PHOTOS, OpenDisputeFieldsSchema } from '@envios/contracts';
import { IconAlertCircle, IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useOpenDisputeMutation } from '../api/disputes-api';
import type { OverweightRecord } from '../api/overweight-api';
import { dataUrlOf } from '../lib/data-url';
import { formatKg, guideOf } from '../lib/overweight-rows';

type Measure = 'weight' | 'length' | 'width' | 'height';
const MEASURES: { key: Measure; label: string; unit: string }[] = [
  { key: 'weight', label: 'Peso', unit: 'kg' },
  { key: 'length', label: 'Largo', unit: 'cm' },
  { key: 'width', label: 'Ancho', unit: 'cm' },
  { key: 'height', label: 'Alto', unit: 'cm' },
];
const MB = MAX_DISPUTE_PHOTO_BYTES / 1024 / 1024;

/** Checks the photos as the server will (count and size; the server also decodes them). */
function photoProblem(files: File[]): string | null {
  if (!files.length) return 'Adjunta al menos una foto del paquete (en la báscula y con la cinta métrica).';
  if (files.length > MAX_DISPUTE_PHOTOS) return `Adjunta como máximo ${MAX_DISPUTE_PHOTOS} fotos.`;
  const big = files.find((f) => f.size > MAX_DISPUTE_PHOTO_BYTES);
  return big ? `«${big.name}» pesa más de ${MB} MB.` : null;
}

/**
 * 'Disputar sobrepeso': photos of the parcel on a scale and with a tape (previews before sending),
 * the measures the customer took and a comment. One form, one Idempotency-Key: a retry after a
 * lost answer is the same dispute.
 */
export function DisputeFormModal({
  record,
  onClose,
}: {
  record: OverweightRecord | null;
  onClose: () => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [measures, setMeasures] = useState<Record<Measure, number | ''>>({
    weight: '',
    length: '',
    width: '',
    height: '',
  });
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [open, { isLoading }] = useOpenDisputeMutation();
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    Promise.all(files.map(dataUrlOf))
      .then((made) => live && setPreviews(made))
      .catch(() => live && setPreviews([]));
    return () => {
      live = false;
    };
  }, [files]);

  useEffect(() => {
    if (!record) return;
    const p = record.declared.parcels[0];
    setFiles([]);
    setComment('');
    setProblem(null);
    setKey(crypto.randomUUID());
    setMeasures(
      p
        ? { weight: p.weight, length: p.depth, width: p.width, height: p.height }
        : { weight: '', length: '', width: '', height: '' },
    );
  }, [record]);

  const submit = async () => {
    if (!record) return;
    const fields = OpenDisputeFieldsSchema.safeParse({ ...measures, comment });
    const trouble = photoProblem(files) ?? (fields.success ? null : fields.error.issues[0].message);
    setProblem(trouble);
    if (trouble || !fields.success) return;
    const form = new FormData();
    for (const f of files) form.append('photos', f, f.name);
    for (const [k, v] of Object.entries(fields.data)) form.append(k, String(v));
    try {
      await open({ shipmentId: record._id, form, key }).unwrap();
      notifySuccess('Disputa enviada', 'La revisaremos con la paquetería y te avisaremos por correo.');
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Modal opened={!!record} onClose={onClose} title="Disputar sobrepeso" size="lg">
      {record && (
        <Stack gap="sm">
          <Text size="sm">
            Guía <b>{guideOf(record)}</b>: la paquetería registró {formatKg(record.overweight)} de sobrepeso.
            Envía fotos del paquete en una báscula y con una cinta métrica, y las medidas que tomaste.
          </Text>
          <Group gap="xs">
            <FileButton
              onChange={(added) => setFiles((prev) => [...prev, ...added])}
              accept="image/*"
              multiple
            >
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPhotoPlus size={18} />}>
                  Agregar fotos
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              De 1 a {MAX_DISPUTE_PHOTOS} imágenes, hasta {MB} MB cada una.
            </Text>
          </Group>
          {files.length > 0 && (
            <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" data-testid="dispute-previews">
              {files.map((f, i) => (
                <div key={`${i}-${f.name}`} style={{ position: 'relative' }}>
                  <Image
                    src={previews[i] ?? null}
                    alt={`Foto ${i + 1}: ${f.name}`}
                    h={72}
                    fit="cover"
                    radius="sm"
                  />
                  <CloseButton
                    size="sm"
                    aria-label={`Quitar ${f.name}`}
                    style={{ position: 'absolute', top: 2, right: 2, background: 'white' }}
                    onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}
                  />
                </div>
              ))}
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {MEASURES.map((m) => (
              <NumberInput
                key={m.key}
                label={`${m.label} (${m.unit})`}
                min={0}
                decimalScale={m.key === 'weight' ? 3 : 1}
                value={measures[m.key]}
                onChange={(v) =>
                  setMeasures((prev) => ({ ...prev, [m.key]: typeof v === 'number' ? v : '' }))
                }
              />
            ))}
          </SimpleGrid>
          <Textarea
            label="Comentario"
            placeholder="Por ejemplo: mi báscula marca 2 kg y la caja mide 30 × 20 × 15 cm."
            autosize
            minRows={2}
            maxLength={1000}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" icon={<IconAlertCircle />} data-testid="dispute-error">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button loading={isLoading} onClick={() => void submit()}>
              Enviar disputa
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
