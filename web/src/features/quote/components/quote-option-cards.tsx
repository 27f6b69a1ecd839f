import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ShippingOption } from '@envios/contracts';
import { IconSend } from '@tabler/icons-react';
import { formatDeliveryDate, formatPesos, optionKey, orderPrice, transitText } from '../lib/quote-options';
import {
  onTimeText,
  predictedBasisText,
  predictedWeightText,
  probableOverweightText,
  surchargeTexts,
} from '../lib/landed-cost';

interface QuoteOptionCardsProps {
  options: ShippingOption[];
  showPrice: boolean;
  showDeliveryDate: boolean;
  chosenKey: string | null;
  onSend: (option: ShippingOption) => void;
}

/** The options as cards on phones, so 'Enviar' never hides behind a sideways scroll. */
export function QuoteOptionCards({
  options,
  showPrice,
  showDeliveryDate,
  chosenKey,
  onSend,
}: QuoteOptionCardsProps) {
  return (
    <Stack gap="sm" data-testid="quote-option-cards">
      {options.map((option) => {
        const key = optionKey(option);
        const price = orderPrice(option);
        const chosen = key === chosenKey;
        const delivery = showDeliveryDate ? formatDeliveryDate(option.estimated_delivery) : null;
        return (
          <Card
            key={key}
            padding="sm"
            data-testid="quote-option-card"
            data-carrier={option.carrier_code}
            bg={chosen ? 'brand.0' : undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Group gap="sm" wrap="nowrap">
                <Image src={option.carrier_logo_url_svg} alt="" h={24} w={56} fit="contain" />
                <div>
                  <Text size="sm" fw={600}>
                    {option.carrier}
                  </Text>
                  <Text size="sm">{option.carrier_service_name}</Text>
                  {option.recommended && (
                    <Badge size="xs" variant="filled" color="teal" tt="none" data-testid="quote-recommended">
                      Recomendada
                    </Badge>
                  )}
                </div>
              </Group>
              {showPrice && price !== undefined && (
                <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="quote-price">
                  {formatPesos(price)}
                </Text>
              )}
            </Group>
            <Stack gap={0} mt="xs">
              <Text size="sm" data-testid="quote-on-time">
                {onTimeText(option)}
              </Text>
              <Text size="sm" data-testid="quote-predicted">
                {predictedWeightText(option)} · {predictedBasisText(option)}
              </Text>
              {probableOverweightText(option) && (
                <Text size="xs" c="orange.9" fw={600} data-testid="quote-overweight">
                  {probableOverweightText(option)}
                </Text>
              )}
              {showPrice &&
                surchargeTexts(option).map((text) => (
                  <Text key={text} size="xs" c="dimmed" data-testid="quote-surcharge">
                    {text}
                  </Text>
                ))}
            </Stack>
            <Group justify="space-between" mt="xs" gap="xs">
              <Text size="sm" c="dimmed">
                {transitText(option.total_transit_days)}
                {delivery && ` · Entrega ${delivery}`}
                {option.is_remote && (
                  <Badge ml={6} size="xs" variant="light" color="orange" c="orange.9">
                    Zona extendida
                  </Badge>
                )}
              </Text>
              <Button
                size="xs"
                variant={chosen ? 'filled' : 'light'}
                leftSection={<IconSend size={14} />}
                aria-label={`${chosen ? 'Elegido: enviar' : 'Enviar'} con ${option.carrier} ${option.carrier_service_name}`}
                onClick={() => onSend(option)}
              >
                {chosen ? 'Elegido' : 'Enviar'}
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
