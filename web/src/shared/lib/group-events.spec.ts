import { groupEventsByDay } from './group-events';

describe('groupEventsByDay', () => {
  it('groups events by calendar day, newest day and newest event first, with Spanish day names', () => {
    const days = groupEventsByDay([
      { date: '2025-03-03T10:15:00', status: 'Recolectado' },
      { date: '2025-03-04T08:00:00', status: 'En tránsito' },
      { date: '2025-03-04T16:30:00', status: 'Entregado' },
    ]);
    expect(days).toEqual([
      {
        key: '2025-03-04',
        label: 'martes 4 de marzo de 2025',
        events: [
          { time: '16:30', status: 'Entregado' },
          { time: '08:00', status: 'En tránsito' },
        ],
      },
      {
        key: '2025-03-03',
        label: 'lunes 3 de marzo de 2025',
        events: [{ time: '10:15', status: 'Recolectado' }],
      },
    ]);
  });

  it('keeps an event whose date cannot be parsed under its raw text, without a time', () => {
    expect(groupEventsByDay([{ date: 'sin fecha', status: 'Guía creada' }])).toEqual([
      { key: 'sin fecha', label: 'sin fecha', events: [{ time: null, status: 'Guía creada' }] },
    ]);
  });

  it('returns no days for no events', () => {
    expect(groupEventsByDay([])).toEqual([]);
  });
});
