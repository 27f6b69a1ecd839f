import {
  priceService,
  SERVICES,
  toPesos,
  FUEL_SURCHARGE_PERCENT,
  VOLUMETRIC_DIVISOR_CM3_PER_KG,
  isDimWeighted,
  type Charges,
  type ServiceQuote,
} from './pricing';
import { addDays, type ValidRateRequest } from './rate-validation';

/** Variations of the reply that test hooks ask for (see server.ts). */
export interface ReplyVariant {
  /** Currency written for every service (FedEx's own code for MXN is 'NMP'). */
  currency?: string;
  /** Services whose amounts are written in this other currency: [serviceType, currency]. */
  foreignCurrency?: [string, string];
  /** 'words': no commit.transitDays; 'dayFormat': only commit.dateDetail.dayFormat. */
  transit?: 'words' | 'dayFormat';
}

const NUMBER_WORDS = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** FedEx's TransitTimeType words: ONE_DAY, TWO_DAYS … */
function transitWord(days: number): string {
  return `${NUMBER_WORDS[days] ?? 'UNKNOWN'}_${days === 1 ? 'DAY' : 'DAYS'}`;
}

function dayOfWeek(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The date `days` weekdays (Monday–Friday) after `date`. */
function addWeekdays(date: string, days: number): string {
  let current = date;
  for (let left = days; left > 0;) {
    current = addDays(current, 1);
    const dow = dayOfWeek(current);
    if (dow !== 0 && dow !== 6) left--;
  }
  return current;
}

function ratedDetail(
  rateType: 'ACCOUNT' | 'LIST',
  quote: ServiceQuote,
  charges: Charges,
  currency: string,
  dimWeighted: boolean,
) {
  const surCharges = [
    {
      type: 'FUEL',
      name: 'Fuel Surcharge',
      description: 'Fuel Surcharge',
      level: 'PACKAGE',
      amount: toPesos(charges.fuelCentavos),
    },
  ];
  if (charges.extendedAreaCentavos > 0) {
    surCharges.push({
      type: 'OUT_OF_DELIVERY_AREA',
      name: 'Out of Delivery Area',
      description: 'Out of Delivery Area',
      level: 'PACKAGE',
      amount: toPesos(charges.extendedAreaCentavos),
    });
  }
  return {
    rateType,
    ratedWeightMethod: dimWeighted ? 'DIM' : 'ACTUAL',
    totalDiscounts: toPesos(charges.discountCentavos),
    totalBaseCharge: toPesos(charges.baseCentavos),
    totalNetCharge: toPesos(charges.netCentavos),
    totalNetFedExCharge: toPesos(charges.netCentavos),
    totalVatCharge: toPesos(charges.ivaCentavos),
    totalDutiesAndTaxes: toPesos(charges.ivaCentavos),
    totalNetChargeWithDutiesAndTaxes: toPesos(charges.netWithTaxesCentavos),
    currency,
    shipmentRateDetail: {
      rateZone: String(quote.distance),
      dimDivisor: VOLUMETRIC_DIVISOR_CM3_PER_KG,
      fuelSurchargePercent: FUEL_SURCHARGE_PERCENT,
      totalSurcharges: toPesos(charges.surchargesCentavos),
      totalFreightDiscount: toPesos(charges.discountCentavos),
      totalNetFreight: toPesos(charges.netFreightCentavos),
      totalBaseCharge: toPesos(charges.baseCentavos),
      totalDutiesAndTaxes: toPesos(charges.ivaCentavos),
      totalBillingWeight: { units: 'KG', value: quote.billedKg },
      surCharges,
      taxes: [{ type: 'VAT', name: 'IVA', description: 'IVA', amount: toPesos(charges.ivaCentavos) }],
      currency,
    },
  };
}

/** output.rateReplyDetails for a valid request, domestic MX. */
export function rateReplyDetails(request: ValidRateRequest, variant: ReplyVariant = {}) {
  const wantsList = request.rateRequestTypes.includes('LIST');
  const dimWeighted = request.packages.some(isDimWeighted);
  return SERVICES.filter(
    (service) =>
      (!request.serviceType || request.serviceType === service.serviceType) &&
      (!request.carrierCodes?.length || request.carrierCodes.includes(service.carrierCode)),
  ).map((service) => {
    const quote = priceService(service, {
      packages: request.packages,
      shipperPostalCode: request.shipper.postalCode,
      recipientPostalCode: request.recipient.postalCode,
    });
    const currency =
      variant.foreignCurrency?.[0] === service.serviceType
        ? variant.foreignCurrency[1]
        : (variant.currency ?? 'MXN');
    const deliveryDate = addWeekdays(request.shipDate, quote.transitDays);
    const dayFormat = `${deliveryDate}T${service.commitTime}`;
    const deliveryDay = DAY_NAMES[dayOfWeek(deliveryDate)];
    const withTransit = request.returnTransitTimes;
    const details = [ratedDetail('ACCOUNT', quote, quote.account, currency, dimWeighted)];
    if (wantsList) details.push(ratedDetail('LIST', quote, quote.list, currency, dimWeighted));
    return {
      serviceType: service.serviceType,
      serviceName: service.serviceName,
      packagingType: 'YOUR_PACKAGING',
      ratedShipmentDetails: details,
      operationalDetail: {
        originLocationIds: ['MXQA'],
        deliveryDate: withTransit ? dayFormat : undefined,
        deliveryDay: withTransit ? deliveryDay : undefined,
        transitTime:
          withTransit && variant.transit !== 'dayFormat' ? transitWord(quote.transitDays) : undefined,
        ineligibleForMoneyBackGuarantee: service.carrierCode === 'FDXG',
      },
      signatureOptionType: 'SERVICE_DEFAULT',
      commit: withTransit
        ? {
            dateDetail: { dayOfWeek: deliveryDay, dayFormat },
            transitDays:
              variant.transit === undefined
                ? {
                    minimumTransitTime: transitWord(quote.transitDays),
                    description: `${quote.transitDays} ${quote.transitDays === 1 ? 'Business Day' : 'Business Days'}`,
                  }
                : undefined,
          }
        : undefined,
    };
  });
}
