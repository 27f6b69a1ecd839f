import { z } from 'zod';

/**
 * FedEx's Rate and Transit Times API (POST /rate/v1/rates/quotes) as FedEx documents it
 * (shared/reference/carrier-apis.md §1.3–1.4), written here from those field lists and not copied
 * from FedEx's files. Objects are strict: a field FedEx does not document fails, so neither our
 * connector's requests nor our sandbox's answers can drift from FedEx unnoticed. Tests check both
 * against these schemas.
 */

// prettier-ignore
const NUMBER_WORDS = [
  'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN', 'ELEVEN', 'TWELVE',
  'THIRTEEN', 'FOURTEEN', 'FIFTEEN', 'SIXTEEN', 'SEVENTEEN', 'EIGHTEEN', 'NINETEEN', 'TWENTY',
];

/** TransitTimeType: ONE_DAY, TWO_DAYS … TWENTY_DAYS, UNKNOWN. */
const TransitTimeType = z.enum([
  'UNKNOWN',
  ...NUMBER_WORDS.map((word, i) => `${word}_${i === 0 ? 'DAY' : 'DAYS'}`),
]);

/** Services for which FedEx documents commit.transitDays (Ground and LTL freight). */
const GROUND_OR_LTL = /^(FEDEX_GROUND|GROUND_HOME_DELIVERY|FEDEX_FREIGHT_.+|FEDEX_NATIONAL_FREIGHT)$/;

const PACKAGING_TYPES = [
  'YOUR_PACKAGING',
  'FEDEX_ENVELOPE',
  'FEDEX_BOX',
  'FEDEX_SMALL_BOX',
  'FEDEX_MEDIUM_BOX',
  'FEDEX_LARGE_BOX',
  'FEDEX_EXTRA_LARGE_BOX',
  'FEDEX_10KG_BOX',
  'FEDEX_25KG_BOX',
  'FEDEX_TUBE',
  'FEDEX_PAK',
] as const;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** FedEx's dayFormat and deliveryDate: 'YYYY-MM-DDTHH:mm:ss'. */
const DayFormat = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
/** Money as FedEx writes it: a number with at most two decimals. */
const Amount = z
  .number()
  .finite()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'more than two decimals');
const Weight = z.strictObject({ units: z.enum(['KG', 'LB']), value: z.number().positive() });

// ---------- Request ----------

const RequestAddress = z.strictObject({
  streetLines: z.array(z.string().max(35)).max(3).optional(),
  city: z.string().max(35).optional(),
  stateOrProvinceCode: z.string().max(2).optional(),
  postalCode: z.string().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  residential: z.boolean().optional(),
});

const RequestedPackageLineItem = z.strictObject({
  sequenceNumber: z.number().int().positive().optional(),
  subPackagingType: z.string().optional(),
  groupPackageCount: z.number().int().positive().optional(),
  weight: Weight,
  dimensions: z
    .strictObject({
      length: z.number().int().min(1).max(999),
      width: z.number().int().min(1).max(999),
      height: z.number().int().min(1).max(999),
      units: z.enum(['CM', 'IN']),
    })
    .optional(),
  declaredValue: z.strictObject({ amount: Amount, currency: z.string() }).optional(),
});

export const FedexRateRequestSchema = z.strictObject({
  accountNumber: z.strictObject({ value: z.string().min(1) }),
  rateRequestControlParameters: z
    .strictObject({
      returnTransitTimes: z.boolean().optional(),
      servicesNeededOnRateFailure: z.boolean().optional(),
      variableOptions: z.string().optional(),
      rateSortOrder: z.string().optional(),
    })
    .optional(),
  requestedShipment: z.strictObject({
    shipper: z.strictObject({ address: RequestAddress }),
    recipient: z.strictObject({ address: RequestAddress }),
    serviceType: z.string().optional(),
    preferredCurrency: z.string().optional(),
    rateRequestType: z.array(z.enum(['ACCOUNT', 'LIST', 'PREFERRED', 'INCENTIVE'])).optional(),
    shipDateStamp: IsoDate.optional(),
    pickupType: z.enum(['CONTACT_FEDEX_TO_SCHEDULE', 'DROPOFF_AT_FEDEX_LOCATION', 'USE_SCHEDULED_PICKUP']),
    packagingType: z.enum(PACKAGING_TYPES).optional(),
    totalPackageCount: z.number().int().min(1).max(100).optional(),
    totalWeight: z.number().positive().optional(),
    requestedPackageLineItems: z.array(RequestedPackageLineItem).min(1).max(100),
  }),
  carrierCodes: z.array(z.enum(['FDXE', 'FDXG', 'FXSP', 'FXFR', 'FXCC'])).optional(),
});

/** The headers FedEx documents for Rate, Ship and Track (§1.3), as a lower-cased header record. */
export const FedexRateHeadersSchema = z.looseObject({
  authorization: z.string().regex(/^Bearer \S+$/),
  'content-type': z.string().regex(/^application\/json\b/),
  'x-locale': z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/)
    .optional(),
  'x-customer-transaction-id': z.string().min(1).optional(),
});

// ---------- Reply ----------

const Message = z.strictObject({ code: z.string(), message: z.string() });

const Alert = z.strictObject({
  code: z.string(),
  message: z.string(),
  alertType: z.enum(['NOTE', 'WARNING']),
  parameterList: z.array(z.strictObject({ key: z.string(), value: z.string() })).optional(),
});

const Surcharge = z.strictObject({
  type: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  level: z.enum(['PACKAGE', 'SHIPMENT']).optional(),
  amount: Amount,
});

const Tax = z.strictObject({
  type: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  amount: Amount,
});

const RATE_TYPES = [
  'ACCOUNT',
  'LIST',
  'PREFERRED_ACCOUNT_SHIPMENT',
  'PREFERRED_LIST_SHIPMENT',
  'PREFERRED_INCENTIVE',
  'INCENTIVE',
] as const;
const RATED_WEIGHT_METHODS = [
  'ACTUAL',
  'DIM',
  'AVERAGE_PACKAGE_WEIGHT_MINIMUM',
  'BALLOT',
  'DEFAULT_WEIGHT_APPLIED',
  'FREIGHT_MINIMUM',
  'FREIGHT_GUARANTEE',
  'WEIGHT_BREAK',
] as const;

const RatedPackage = z.strictObject({
  groupNumber: z.number().int().optional(),
  effectiveNetDiscount: Amount.optional(),
  packageRateDetail: z.strictObject({
    rateType: z.string(),
    ratedWeightMethod: z.enum(RATED_WEIGHT_METHODS).optional(),
    baseCharge: Amount.optional(),
    netFreight: Amount.optional(),
    totalSurcharges: Amount.optional(),
    netFedExCharge: Amount.optional(),
    totalTaxes: Amount.optional(),
    netCharge: Amount.optional(),
    totalRebates: Amount.optional(),
    billingWeight: Weight.optional(),
    totalFreightDiscounts: Amount.optional(),
    surcharges: z.array(Surcharge).optional(),
    currency: z.string().optional(),
  }),
});

const RatedShipmentDetail = z.strictObject({
  rateType: z.enum(RATE_TYPES),
  ratedWeightMethod: z.enum(RATED_WEIGHT_METHODS).optional(),
  totalDiscounts: Amount.optional(),
  totalBaseCharge: Amount.optional(),
  totalNetCharge: Amount,
  totalVatCharge: Amount.optional(),
  totalNetFedExCharge: Amount.optional(),
  totalDutiesAndTaxes: Amount.optional(),
  totalNetChargeWithDutiesAndTaxes: Amount.optional(),
  totalDutiesTaxesAndFees: Amount.optional(),
  totalAncillaryFeesAndTaxes: Amount.optional(),
  ratedPackages: z.array(RatedPackage).optional(),
  currency: z.string().optional(),
  shipmentRateDetail: z.strictObject({
    rateZone: z.string().optional(),
    dimDivisor: z.number().int().optional(),
    fuelSurchargePercent: z.number().optional(),
    totalSurcharges: Amount.optional(),
    totalFreightDiscount: Amount.optional(),
    totalNetFreight: Amount.optional(),
    totalBaseCharge: Amount.optional(),
    totalDutiesAndTaxes: Amount.optional(),
    totalBillingWeight: Weight.optional(),
    surCharges: z.array(Surcharge).optional(),
    taxes: z.array(Tax).optional(),
    pricingCode: z.string().optional(),
    currency: z.string(),
  }),
});

const Commit = z.strictObject({
  dateDetail: z.strictObject({ dayOfWeek: z.string().optional(), dayFormat: DayFormat }).optional(),
  transitDays: z
    .strictObject({
      minimumTransitTime: TransitTimeType,
      maximumTransitTime: TransitTimeType.optional(),
      description: z.string().optional(),
    })
    .optional(),
  daysInTransit: TransitTimeType.optional(),
  label: z.string().optional(),
  commitMessageDetails: z.string().optional(),
  commodityName: z.string().optional(),
  deliveryMessages: z.array(z.string()).optional(),
  saturdayDelivery: z.boolean().optional(),
});

const OperationalDetail = z.strictObject({
  originLocationIds: z.array(z.string()).optional(),
  commitDays: z.array(z.string()).optional(),
  serviceCode: z.string().optional(),
  airportId: z.string().optional(),
  deliveryDate: DayFormat.optional(),
  deliveryDay: z.string().optional(),
  transitTime: TransitTimeType.optional(),
  maximumTransitTime: TransitTimeType.optional(),
  ineligibleForMoneyBackGuarantee: z.boolean().optional(),
  destinationPostalCode: z.string().optional(),
  publishedDeliveryTime: z.string().optional(),
});

const RateReplyDetail = z
  .strictObject({
    serviceType: z.string(),
    serviceName: z.string().optional(),
    packagingType: z.enum(PACKAGING_TYPES).optional(),
    customerMessages: z.array(Message).optional(),
    ratedShipmentDetails: z.array(RatedShipmentDetail).min(1),
    operationalDetail: OperationalDetail.optional(),
    signatureOptionType: z.string().optional(),
    serviceDescription: z
      .strictObject({
        serviceId: z.string().optional(),
        serviceType: z.string().optional(),
        code: z.string().optional(),
        names: z
          .array(z.strictObject({ type: z.string(), encoding: z.string(), value: z.string() }))
          .optional(),
        operatingOrgCodes: z.array(z.string()).optional(),
        description: z.string().optional(),
        astraDescription: z.string().optional(),
      })
      .optional(),
    commit: Commit.optional(),
  })
  .superRefine((detail, ctx) => {
    // FedEx documents commit.transitDays for Ground and LTL only; Express states a delivery date.
    if (detail.commit?.transitDays && !GROUND_OR_LTL.test(detail.serviceType))
      ctx.addIssue({
        code: 'custom',
        path: ['commit', 'transitDays'],
        message: `commit.transitDays is documented for Ground and LTL only, not ${detail.serviceType}`,
      });
  });

export const FedexRateReplySchema = z.strictObject({
  transactionId: z.string(),
  customerTransactionId: z.string().optional(),
  output: z.strictObject({
    alerts: z.array(Alert).optional(),
    quoteDate: IsoDate.optional(),
    encoded: z.boolean().optional(),
    rateReplyDetails: z.array(RateReplyDetail),
  }),
});

export const FedexErrorReplySchema = z.strictObject({
  transactionId: z.string(),
  customerTransactionId: z.string().optional(),
  errors: z
    .array(
      z.strictObject({
        code: z.string(),
        message: z.string(),
        parameterList: z.array(z.strictObject({ key: z.string(), value: z.string() })).optional(),
      }),
    )
    .min(1),
});

/** Every issue of a value against a schema as 'path: message' lines (empty when it conforms). */
export function schemaIssues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
