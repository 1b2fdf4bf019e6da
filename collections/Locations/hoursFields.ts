import type { Field } from 'payload'

const time = (name: string): Field => ({
  name,
  type: 'text',
  admin: { width: '25%', placeholder: '08:30' },
  validate: (v: unknown) => (v == null || v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(String(v)) ? true : 'Use 24-hour HH:mm, e.g. 08:30'),
})

export const HOURS_STATUS = ['open', 'closed', 'appointment'] as const

const status: Field = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'open',
  options: [
    { value: 'open', label: 'Open' },
    { value: 'closed', label: 'Closed' },
    { value: 'appointment', label: 'By appointment only' },
  ],
}

/** Weekly hours, weekday 0 = Sunday … 6 = Saturday (FIN §3 Opening hour entry). */
export const openingHoursField: Field = {
  name: 'openingHours',
  type: 'array',
  maxRows: 7,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'weekday',
          type: 'select',
          required: true,
          options: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((label, i) => ({ value: String(i), label })),
        },
        status,
        time('open'),
        time('close'),
      ],
    },
  ],
}

/** Special and holiday hours for particular dates (FIN §3 Special hours). */
export const specialHoursField: Field = {
  name: 'specialHours',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
        status,
        time('open'),
        time('close'),
      ],
    },
    { name: 'note', type: 'text' },
  ],
}
