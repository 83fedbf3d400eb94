/**
 * Polish words of a schedule described from its cron expression (`describeCron`): each noun in
 * the cases the sentences need, and the plural forms by Polish rules (1 / 2–4 / 5+).
 */
export const scheduleMessages = {
  everyMinute: 'co minutę',
  everyMinutes: { one: 'co {n} minutę', few: 'co {n} minuty', many: 'co {n} minut' },
  everyHour: 'co godzinę',
  everyHours: { one: 'co {n} godzinę', few: 'co {n} godziny', many: 'co {n} godzin' },
  onTheHour: 'o pełnej godzinie',
  atMinute: 'w {minute}. minucie',
  hourRange: 'od {from} do {to}',
  at: 'o {times}',
  and: ' i ',
  daily: 'codziennie',
  workdays: 'w dni robocze (od poniedziałku do piątku)',
  weekdayRange: 'od {from} do {to}',
  monthDays: '{days} dnia każdego miesiąca',
  inMonths: 'w {months}',
  /** Days of the week from Sunday (0, also 7), as cron numbers them. */
  weekdays: {
    /** "w każdy poniedziałek", "w każdą środę". */
    every: [
      'w każdą niedzielę',
      'w każdy poniedziałek',
      'w każdy wtorek',
      'w każdą środę',
      'w każdy czwartek',
      'w każdy piątek',
      'w każdą sobotę',
    ],
    /** "w poniedziałki, środy i piątki". */
    plural: ['niedziele', 'poniedziałki', 'wtorki', 'środy', 'czwartki', 'piątki', 'soboty'],
    /** "od poniedziałku do piątku". */
    genitive: ['niedzieli', 'poniedziałku', 'wtorku', 'środy', 'czwartku', 'piątku', 'soboty'],
  },
  /** Months from January, in the locative ("w styczniu"). */
  monthsLocative: [
    'styczniu',
    'lutym',
    'marcu',
    'kwietniu',
    'maju',
    'czerwcu',
    'lipcu',
    'sierpniu',
    'wrześniu',
    'październiku',
    'listopadzie',
    'grudniu',
  ],
  /** What the imports page says of an expression it cannot put in words (the expression is shown beside it). */
  custom: 'harmonogram niestandardowy',
} as const;
