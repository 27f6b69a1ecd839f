import {
  type ServiceDefinition,
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
  /**
   * Where transit time is written, instead of FedEx's usual places (Ground: commit.transitDays and
   * operationalDetail.transitTime; Express: commit.dateDetail and operationalDetail.deliveryDate):
   * 'words' only operationalDetail.transitTime, 'dayFormat' only commit.dateDetail.dayFormat,
   * 'deliveryDate' only operationalDetail.deliveryDate, 'daysInTransit' only commit.daysInTransit.
   */
  transit?: 'words' | 'dayFormat' | 'deliveryDate' | 'daysInTransit';
  /** A service answered with no transit time anywhere. */
  noTransitFor?: string;
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

function surchargesOf(charges: Charges, level: 'PACKAGE' | 'SHIPMENT') {
  const list = [
    {
      type: 'FUEL',
      name: 'Fuel Surcharge',
      description: 'Fuel Surcharge',
      level,
      amount: toPesos(charges.fuelCentavos),
    },
  ];
  if (charges.extendedAreaCentavos > 0) {
    list.push({
      type: 'OUT_OF_DELIVERY_AREA',
      name: 'Out of Delivery Area',
      description: 'Out of Delivery Area',
      level,
      amount: toPesos(charges.extendedAreaCentavos),
    });
  }
  if (charges.residentialCentavos > 0) {
    list.push({
      type: 'RESIDENTIAL_DELIVERY',
      name: 'Residential Delivery',
      description: 'Residential Delivery',
      level,
      amount: toPesos(charges.residentialCentavos),
    });
  }
  return list;
}

/** ratedPackages[]: each package priced on its own, as FedEx itemises them. */
function ratedPackages(
  rateType: 'ACCOUNT' | 'LIST',
  perPackage: readonly ServiceQuote[],
  currency: string,
  dimWeighted: boolean,
) {
  return perPackage.map((quote, index) => {
    const charges = rateType === 'ACCOUNT' ? quote.account : quote.list;
    return {
      groupNumber: index + 1,
      effectiveNetDiscount: toPesos(charges.discountCentavos),
      packageRateDetail: {
        rateType: rateType === 'ACCOUNT' ? 'PAYOR_ACCOUNT_PACKAGE' : 'PAYOR_LIST_PACKAGE',
        ratedWeightMethod: dimWeighted ? 'DIM' : 'ACTUAL',
        baseCharge: toPesos(charges.baseCentavos),
        netFreight: toPesos(charges.netFreightCentavos),
        totalSurcharges: toPesos(charges.surchargesCentavos),
        netFedExCharge: toPesos(charges.netCentavos),
        totalTaxes: toPesos(charges.ivaCentavos),
        netCharge: toPesos(charges.netCentavos),
        totalRebates: 0,
        billingWeight: { units: 'KG', value: quote.billedKg },
        totalFreightDiscounts: toPesos(charges.discountCentavos),
        surcharges: surchargesOf(charges, 'PACKAGE'),
        currency,
      },
    };
  });
}

function ratedDetail(
  rateType: 'ACCOUNT' | 'LIST',
  quote: ServiceQuote,
  perPackage: readonly ServiceQuote[],
  currency: string,
  dimWeighted: boolean,
) {
  const charges = rateType === 'ACCOUNT' ? quote.account : quote.list;
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
    ratedPackages: ratedPackages(rateType, perPackage, currency, dimWeighted),
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
      surCharges: surchargesOf(charges, 'PACKAGE'),
      taxes: [{ type: 'VAT', name: 'IVA', description: 'IVA', amount: toPesos(charges.ivaCentavos) }],
      currency,
    },
  };
}

/** Where this service's transit time is written (FedEx fills different fields per service). */
function transitFields(
  service: ServiceDefinition,
  variant: ReplyVariant,
  days: number,
  dayFormat: string,
  deliveryDay: string,
) {
  if (variant.noTransitFor === service.serviceType) return { commit: {}, operationalDetail: {} };
  const commitTransit = {
    minimumTransitTime: transitWord(days),
    description: `${days} ${days === 1 ? 'Business Day' : 'Business Days'}`,
  };
  switch (variant.transit) {
    case 'words':
      return { commit: {}, operationalDetail: { transitTime: transitWord(days) } };
    case 'dayFormat':
      return { commit: { dateDetail: { dayOfWeek: deliveryDay, dayFormat } }, operationalDetail: {} };
    case 'deliveryDate':
      return { commit: {}, operationalDetail: { deliveryDate: dayFormat, deliveryDay } };
    case 'daysInTransit':
      return { commit: { daysInTransit: transitWord(days) }, operationalDetail: {} };
    default:
      // FedEx documents commit.transitDays for Ground (and LTL) only; Express states a delivery date.
      return service.carrierCode === 'FDXG'
        ? { commit: { transitDays: commitTransit }, operationalDetail: { transitTime: transitWord(days) } }
        : {
            commit: { dateDetail: { dayOfWeek: deliveryDay, dayFormat } },
            operationalDetail: { deliveryDate: dayFormat, deliveryDay },
          };
  }
}

/** output.rateReplyDetails for a valid request, domestic MX. */
export function rateReplyDetails(request: ValidRateRequest, variant: ReplyVariant = {}) {
  const wantsList = request.rateRequestTypes.includes('LIST');
  const envelope = request.packagingType === 'FEDEX_ENVELOPE';
  const dimWeighted = !envelope && request.packages.some(isDimWeighted);
  // Ground takes only the customer's own packaging.
  const offered = (service: ServiceDefinition) =>
    request.packagingType === 'YOUR_PACKAGING' || service.carrierCode === 'FDXE';
  return SERVICES.filter(
    (service) =>
      offered(service) &&
      (!request.serviceType || request.serviceType === service.serviceType) &&
      (!request.carrierCodes?.length || request.carrierCodes.includes(service.carrierCode)),
  ).map((service) => {
    const priceInput = {
      shipperPostalCode: request.shipper.postalCode,
      recipientPostalCode: request.recipient.postalCode,
      residential: request.residential,
      envelope,
    };
    const quote = priceService(service, { ...priceInput, packages: request.packages });
    const perPackage = request.packages.map((pkg) =>
      priceService(service, { ...priceInput, packages: [pkg] }),
    );
    const currency =
      variant.foreignCurrency?.[0] === service.serviceType
        ? variant.foreignCurrency[1]
        : (variant.currency ?? 'MXN');
    const deliveryDate = addWeekdays(request.shipDate, quote.transitDays);
    const dayFormat = `${deliveryDate}T${service.commitTime}`;
    const deliveryDay = DAY_NAMES[dayOfWeek(deliveryDate)];
    const details = [ratedDetail('ACCOUNT', quote, perPackage, currency, dimWeighted)];
    if (wantsList) details.push(ratedDetail('LIST', quote, perPackage, currency, dimWeighted));
    const transit = request.returnTransitTimes
      ? transitFields(service, variant, quote.transitDays, dayFormat, deliveryDay)
      : { commit: {}, operationalDetail: {} };
    return {
      serviceType: service.serviceType,
      serviceName: service.serviceName,
      packagingType: request.packagingType,
      customerMessages: request.residential
        ? [
            {
              code: 'SERVICE.TYPE.RESIDENTIAL.MESSAGE',
              message: 'A residential delivery surcharge applies to this shipment.',
            },
          ]
        : [],
      ratedShipmentDetails: details,
      operationalDetail: {
        originLocationIds: ['MXQA'],
        ineligibleForMoneyBackGuarantee: service.carrierCode === 'FDXG',
        ...transit.operationalDetail,
      },
      signatureOptionType: 'SERVICE_DEFAULT',
      serviceDescription: {
        serviceType: service.serviceType,
        code:
          service.carrierCode === 'FDXG' ? '92' : service.serviceType === 'STANDARD_OVERNIGHT' ? '05' : '20',
        names: [{ type: 'long', encoding: 'utf-8', value: service.serviceName }],
        operatingOrgCodes: ['FXE'],
        description: service.serviceName,
        astraDescription: service.serviceName.toUpperCase(),
      },
      commit: transit.commit,
    };
  });
}

/** output.alerts: notes FedEx attaches to a successful reply. */
export function rateAlerts(request: ValidRateRequest) {
  return [
    {
      code: 'RATE.TAXES.NOT.INCLUDED',
      message: 'totalNetCharge does not include IVA; it is included in totalNetChargeWithDutiesAndTaxes.',
      alertType: 'NOTE',
    },
    ...(request.returnTransitTimes
      ? []
      : [
          {
            code: 'TRANSIT.TIMES.NOT.REQUESTED',
            message: 'Transit times were not requested (rateRequestControlParameters.returnTransitTimes).',
            alertType: 'NOTE',
          },
        ]),
  ];
}
