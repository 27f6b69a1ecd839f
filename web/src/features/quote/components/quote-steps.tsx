import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

const STEPS = ['Cotizar', 'Comparar', 'Direcciones', 'Pago'];

/**
 * Where the person is in the quote flow: quote, compare, addresses, payment. A completed step can
 * be chosen to go back to it.
 */
export function QuoteSteps({
  active,
  onStepClick,
}: {
  active: number;
  onStepClick: (index: number) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Stepper
      active={active}
      onStepClick={(index) => index < active && onStepClick(index)}
      size="sm"
      mb="lg"
      allowNextStepsSelect={false}
      aria-label="Pasos del envío"
    >
      {STEPS.map((label, index) => (
        <Stepper.Step
          key={label}
          label={phone && index !== active ? undefined : label}
          // On a phone only the current step shows its label; the others keep it in their name, which
          // also holds the number a pending step shows.
          aria-label={phone && index !== active ? `Paso ${index + 1}: ${label}` : undefined}
          aria-current={index === active ? 'step' : undefined}
        />
      ))}
    </Stepper>
  );
}
