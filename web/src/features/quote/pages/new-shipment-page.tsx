import { canSee } from '@envios/domain';
import type { QuoteRequest, QuoteResponse, ShipmentDto, ShippingOption } from '@envios/contracts';
import { notifications } from '@mantine/notifications';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useListAddressesQuery } from '@/shared/api/addresses-api';
import {
  useCreateShipmentsMutation,
  useDeleteShipmentsMutation,
  type ShipmentToSend,
} from '@/shared/api/shipments-api';
import { errorMessage, errorStatus } from '@/shared/api/api-error';
import { useSession } from '@/shared/lib/session';
import { PageHeader } from '@/shared/ui/page-header';
import { useListPackageProfilesQuery } from '../api/package-profiles-api';
import { useQuoteMutation } from '../api/quotes-api';
import { QuoteForm } from '../components/quote-form';
import { QuoteResults } from '../components/quote-results';
import { QuoteSteps } from '../components/quote-steps';
import { ShipmentDirectionsStep } from '../components/shipment-directions-step';
import { ShipmentPaymentStep } from '../components/shipment-payment-step';
import {
  directionErrors,
  directionFrom,
  sameShipments,
  shipmentsToCreate,
  type DirectionValues,
} from '../lib/shipment-directions';
import {
  emptyQuoteForm,
  incompleteGroupMessage,
  validateQuoteForm,
  type QuoteFormValues,
} from '../lib/quote-form';
import { optionKey } from '../lib/quote-options';
import { quoteCleared, selectChosenService, serviceChosen } from '../lib/quote-slice';
import { notifyIncomplete } from '@/shared/lib/notify';

/**
 * 'Cotizador' (section 2, new shipment): step 1 the quote form, step 2 the carriers compared, step 3
 * the addresses (creates the shipments), step 4 the summary and payment.
 */
export function NewShipmentPage() {
  const { userId, role } = useSession();
  const dispatch = useDispatch();
  const chosen = useSelector(selectChosenService);
  const addresses = useListAddressesQuery(userId ?? skipToken);
  const profiles = useListPackageProfilesQuery(userId ?? skipToken);
  const [values, setValues] = useState<QuoteFormValues>(emptyQuoteForm);
  const [showErrors, setShowErrors] = useState(false);
  const [quote, quoteCall] = useQuoteMutation();
  const [createShipments, createCall] = useCreateShipmentsMutation();
  const [deleteShipments, deleteCall] = useDeleteShipmentsMutation();
  const [step, setStep] = useState<'quote' | 'directions' | 'payment'>('quote');
  const [directions, setDirections] = useState<{
    origin: DirectionValues;
    destination: DirectionValues;
    description: string;
  }>(() => ({
    origin: directionFrom(emptyQuoteForm().origin, undefined, ''),
    destination: directionFrom(emptyQuoteForm().destination, undefined, ''),
    description: '',
  }));
  const [showDirectionErrors, setShowDirectionErrors] = useState(false);
  // The shipments step 3 created, with what they were created from: going forward again with the
  // same addresses reuses them; with others they are replaced.
  const [created, setCreated] = useState<{ sent: ShipmentToSend[]; shipments: ShipmentDto[] } | null>(null);
  const [replaceFailure, setReplaceFailure] = useState<string | null>(null);

  const validation = validateQuoteForm(values, addresses.data ?? []);
  // While the same quote is asked again with a rule, the options already shown stay on screen.
  const [requoting, setRequoting] = useState(false);
  const [shown, setShown] = useState<{ request: QuoteRequest; response: QuoteResponse } | null>(null);
  if (quoteCall.data && quoteCall.originalArgs && shown?.response !== quoteCall.data)
    setShown({ request: quoteCall.originalArgs, response: quoteCall.data });
  const request = quoteCall.originalArgs ?? (requoting ? shown?.request : undefined);
  const response = quoteCall.data ?? (requoting ? shown?.response : undefined);
  const onRule = async (minOnTime: number | null) => {
    if (!request) return;
    const { rule: _rule, min_on_time: _min, ...rest } = request;
    setRequoting(true);
    await quote(minOnTime === null ? rest : { ...rest, rule: 'cheapest_on_time', min_on_time: minOnTime });
    setRequoting(false);
  };

  const onChange = (patch: Partial<QuoteFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = () => {
    setShowErrors(true);
    if (!validation.valid) {
      notifyIncomplete(incompleteGroupMessage(validation.errors) ?? 'Revisa los campos marcados.');
      return;
    }
    dispatch(quoteCleared());
    void quote(validation.request);
  };

  const onSend = (option: ShippingOption) => {
    if (!request) return;
    // Another service of the same quote (back at step 2): the addresses typed at step 3 stay.
    const sameQuote = !!chosen && JSON.stringify(chosen.request) === JSON.stringify(request);
    dispatch(
      serviceChosen({
        option,
        request,
        description: values.description.trim(),
        declaredValue: typeof values.declaredValue === 'number' ? values.declaredValue : null,
      }),
    );
    if (!sameQuote)
      setDirections({
        origin: directionFrom(values.origin, addresses.data, request.origin_direction.postal_code),
        destination: directionFrom(
          values.destination,
          addresses.data,
          request.destination_direction.postal_code,
        ),
        description: values.description.trim(),
      });
    setShowDirectionErrors(false);
    createCall.reset();
    setStep('directions');
  };

  // Back to the form with what was typed kept: changing one value does not mean retyping the rest.
  const onNewQuote = () => {
    quoteCall.reset();
    dispatch(quoteCleared());
    setShowErrors(false);
  };

  const directionValidation = {
    origin: directionErrors('origen', directions.origin),
    destination: directionErrors('destino', directions.destination),
    description: directions.description.trim() ? undefined : 'Indica qué estás enviando.',
  };
  const directionsValid =
    !Object.keys(directionValidation.origin).length &&
    !Object.keys(directionValidation.destination).length &&
    !directionValidation.description;

  const onCreate = async () => {
    setShowDirectionErrors(true);
    if (!chosen || !directionsValid) {
      notifyIncomplete('Revisa los campos marcados.');
      return;
    }
    const sent = shipmentsToCreate({
      option: chosen.option,
      request: chosen.request,
      origin: directions.origin,
      destination: directions.destination,
      description: directions.description.trim(),
      declaredValue: chosen.declaredValue,
    });
    if (created && sameShipments(created.sent, sent)) {
      setStep('payment');
      return;
    }
    setReplaceFailure(null);
    if (created) {
      // Unpaid, made for other addresses or another service: not left behind in Mis Envios.
      const removed = await deleteShipments(created.shipments.map((s) => s._id));
      // Already gone (deleted from Mis Envios meanwhile) is as good as deleted.
      if ('error' in removed && errorStatus(removed.error) !== 404) {
        setReplaceFailure(errorMessage(removed.error));
        return;
      }
      setCreated(null);
    }
    const replaced = !!created;
    const result = await createShipments(sent);
    if ('data' in result && result.data) {
      setCreated({ sent, shipments: result.data.shipments });
      setStep('payment');
      notifications.show({
        color: 'green',
        message: replaced
          ? 'Envíos actualizados con los nuevos datos. Quedan pendientes de pago en Mis Envios.'
          : 'Envíos creados. Quedan pendientes de pago en Mis Envios.',
      });
    }
  };

  // The stepper goes back to a completed step: the form (values kept), the comparison, the addresses.
  const onStepClick = (index: number) => {
    if (index === 0) onNewQuote();
    setStep(index === 2 ? 'directions' : 'quote');
  };

  if (!role) return null;
  const active = step === 'payment' ? 3 : step === 'directions' ? 2 : response ? 1 : 0;
  return (
    <>
      <PageHeader title="Cotizador" description="Compara servicios de paquetería y crea tus envíos." />
      <QuoteSteps active={active} onStepClick={onStepClick} />
      {step === 'payment' && created ? (
        <ShipmentPaymentStep
          shipments={created.shipments}
          showTotal={canSee(role, 'quote.summaryTotal')}
          onBack={() => setStep('directions')}
        />
      ) : step === 'directions' && chosen ? (
        <ShipmentDirectionsStep
          origin={directions.origin}
          destination={directions.destination}
          description={directions.description}
          errors={showDirectionErrors ? directionValidation : { origin: {}, destination: {} }}
          creating={createCall.isLoading || deleteCall.isLoading}
          failure={replaceFailure ?? (createCall.isError ? errorMessage(createCall.error) : null)}
          onChange={(side, patch) =>
            setDirections((current) => ({ ...current, [side]: { ...current[side], ...patch } }))
          }
          onDescription={(description) => setDirections((current) => ({ ...current, description }))}
          onBack={() => setStep('quote')}
          onNext={() => void onCreate()}
        />
      ) : response && request ? (
        <QuoteResults
          response={response}
          request={request}
          showPrice={canSee(role, 'quote.priceColumn')}
          showDeliveryDate={canSee(role, 'quote.deliveryDate')}
          chosenKey={chosen ? optionKey(chosen.option) : null}
          onSend={onSend}
          onNewQuote={onNewQuote}
          onRule={(min) => void onRule(min)}
          requoting={requoting}
        />
      ) : (
        <QuoteForm
          values={values}
          errors={showErrors ? validation.errors : {}}
          addresses={addresses.data}
          profiles={profiles.data}
          quoting={quoteCall.isLoading}
          failure={quoteCall.isError ? errorMessage(quoteCall.error) : null}
          onChange={onChange}
          onSubmit={onSubmit}
        />
      )}
    </>
  );
}
