import type { ShipmentDto } from '@envios/contracts';
import { canSee, centavosToPesos, whyNotCancellable, type Role } from '@envios/domain';
import type { StoredShipment } from './shipment.schema';

const pesos = centavosToPesos;

/**
 * A stored shipment as the API shows it (section 3): amounts in pesos, and none at all for a role
 * that may not see prices (user) — hidden in the data, not only on the screen.
 */
export function toShipmentDto(s: StoredShipment, viewer: Role, now = new Date()): ShipmentDto {
  const showAmounts = canSee(viewer, 'shipments.totalColumn');
  const service = s.selected_service;
  return {
    _id: String(s._id),
    ...(s.test ? { test: true as const } : {}),
    number_guide: s.number_guide,
    guide: s.guide,
    guide_state: s.guide_state,
    label_format: s.label_format,
    shipment_type: s.shipment_type,
    status: s.status,
    tracking_status: s.tracking_status ?? null,
    tracking_code: s.tracking_code ?? null,
    delivered_at: s.delivered_at ? s.delivered_at.toISOString() : null,
    description_of_the_content: s.description_of_the_content,
    package_insurance: s.package_insurance,
    insurance_information: showAmounts
      ? s.insurance_information
      : {
          package_value: s.insurance_information.package_value,
          responsible_for_the_package: s.insurance_information.responsible_for_the_package,
          mail_responsible: s.insurance_information.mail_responsible,
        },
    parcels: s.parcels,
    overweight: s.overweight,
    ...(showAmounts && s.cost_overweight_centavos !== null
      ? { cost_overweight: pesos(s.cost_overweight_centavos) }
      : {}),
    overweight_paid: s.overweight_paid,
    overweight_hold: overweightHold(s),
    overweight_measured: s.overweight_measured ?? null,
    cancellable: whyNotCancellable(s, now) === null,
    refunded: !!s.refunded_at,
    reference: s.reference,
    customer_info: { email: s.user.email, first_names: s.user.first_names, last_names: s.user.last_names },
    user: s.user,
    created_at: s.created_at.toISOString(),
    prepaids: [],
    ecommerce_type: null,
    origin_direction: s.origin_direction,
    destination_direction: s.destination_direction,
    selected_service: {
      carrier: service.carrier,
      carrier_code: service.carrier_code,
      carrier_service_name: service.carrier_service_name,
      service_code: service.service_code,
      ...(showAmounts ? { total_amount: pesos(service.total_centavos) } : {}),
      currency: 'MXN',
      total_transit_days: service.total_transit_days,
      carrier_logo_url: `/carriers/${service.carrier_code.toLowerCase()}.png`,
      carrier_logo_url_svg: `/carriers/${service.carrier_code.toLowerCase()}.svg`,
      is_remote: service.is_remote,
    },
  };
}

/** A charged overweight holds the shipment until the wallet has it paid. */
function overweightHold(s: StoredShipment): ShipmentDto['overweight_hold'] {
  if (!s.overweight || !s.cost_overweight_centavos) return null;
  return s.overweight_paid || s.overweight_waived ? 'released' : 'held';
}
