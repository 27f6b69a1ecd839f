import { canSee } from '@envios/domain';
import type { ShippingOption } from '@envios/contracts';
import { notifications } from '@mantine/notifications';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useListAddressesQuery } from '@/shared/api/addresses-api';
import { errorMessage } from '@/shared/api/api-error';
import { useSession } from '@/shared/lib/session';
import { PageHeader } from '@/shared/ui/page-header';
import { useListPackageProfilesQuery } from '../api/package-profiles-api';
import { useQuoteMutation } from '../api/quotes-api';
import { QuoteForm } from '../components/quote-form';
import { QuoteResults } from '../components/quote-results';
import { QuoteSteps } from '../components/quote-steps';
import {
  emptyQuoteForm,
  incompleteGroupMessage,
  validateQuoteForm,
  type QuoteFormValues,
} from '../lib/quote-form';
import { optionKey } from '../lib/quote-options';
import { quoteCleared, selectChosenService, serviceChosen } from '../lib/quote-slice';
import { notifyIncomplete } from '@/shared/lib/notify';

/** 'Cotizador' (section 2, new shipment): step 1 the quote form, step 2 the carriers compared. */
export function NewShipmentPage() {
  const { userId, role } = useSession();
  const dispatch = useDispatch();
  const chosen = useSelector(selectChosenService);
  const addresses = useListAddressesQuery(userId ?? skipToken);
  const profiles = useListPackageProfilesQuery(userId ?? skipToken);
  const [values, setValues] = useState<QuoteFormValues>(emptyQuoteForm);
  const [showErrors, setShowErrors] = useState(false);
  const [quote, quoteCall] = useQuoteMutation();

  const validation = validateQuoteForm(values, addresses.data ?? []);
  const request = quoteCall.originalArgs;
  const response = quoteCall.data;

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
    dispatch(
      serviceChosen({
        option,
        request,
        description: values.description.trim(),
        declaredValue: typeof values.declaredValue === 'number' ? values.declaredValue : null,
      }),
    );
    // Steps 3 and 4 (addresses, payment) come later: say so instead of pretending to buy.
    notifications.show({
      color: 'brand',
      title: 'Servicio elegido',
      message: `${option.carrier} · ${option.carrier_service_name}. La captura de direcciones y el pago aún no están disponibles en el portal.`,
    });
  };

  const onNewQuote = () => {
    quoteCall.reset();
    dispatch(quoteCleared());
    setValues(emptyQuoteForm());
    setShowErrors(false);
  };

  if (!role) return null;
  return (
    <>
      <PageHeader title="Cotizador" description="Compara servicios de paquetería y crea tus envíos." />
      <QuoteSteps active={response ? 1 : 0} />
      {response && request ? (
        <QuoteResults
          response={response}
          request={request}
          showPrice={canSee(role, 'quote.priceColumn')}
          showDeliveryDate={canSee(role, 'quote.deliveryDate')}
          chosenKey={chosen ? optionKey(chosen.option) : null}
          onSend={onSend}
          onNewQuote={onNewQuote}
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
