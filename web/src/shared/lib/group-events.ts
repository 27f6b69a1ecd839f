import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import type { TrackingResult } from '@envios/contracts';

type TrackingEvent = TrackingResult['shipment_event'][number];

export interface EventDay {
  key: string;
  label: string;
  events: { time: string | null; status: string }[];
}

/** Groups tracking events by calendar day, newest day and event first (spec: "events grouped by date"). */
export function groupEventsByDay(events: readonly TrackingEvent[]): EventDay[] {
  const parsed = events.map((event) => ({ event, at: dayjs(event.date).locale('es-mx') }));
  parsed.sort((a, b) => (a.at.isValid() && b.at.isValid() ? b.at.valueOf() - a.at.valueOf() : 0));
  const days = new Map<string, EventDay>();
  for (const { event, at } of parsed) {
    const key = at.isValid() ? at.format('YYYY-MM-DD') : event.date;
    const label = at.isValid() ? at.format('dddd D [de] MMMM [de] YYYY') : event.date;
    const day = days.get(key) ?? { key, label, events: [] };
    day.events.push({ time: at.isValid() ? at.format('HH:mm') : null, status: event.status });
    days.set(key, day);
  }
  return [...days.values()];
}
