import { describe, expect, it } from 'vitest';
import { describeCron } from './cronDescription';

describe('describeCron', () => {
  it.each([
    ['*/15 * * * *', 'co 15 minut'],
    ['*/2 * * * *', 'co 2 minuty'],
    ['*/22 * * * *', 'co 22 minuty'],
    ['* * * * *', 'co minutę'],
    ['0 * * * *', 'co godzinę, o pełnej godzinie'],
    ['30 * * * *', 'co godzinę, w 30. minucie'],
    ['0 */2 * * *', 'co 2 godziny, o pełnej godzinie'],
    ['0 */5 * * *', 'co 5 godzin, o pełnej godzinie'],
    ['0 2 * * *', 'codziennie o 02:00'],
    ['45 3 * * *', 'codziennie o 03:45'],
    ['0 6,18 * * *', 'codziennie o 06:00 i 18:00'],
    ['0 6 * * 1-5', 'w dni robocze (od poniedziałku do piątku) o 06:00'],
    ['5 4 * * 0', 'w każdą niedzielę o 04:05'],
    ['5 4 * * 7', 'w każdą niedzielę o 04:05'],
    ['0 5 * * 3', 'w każdą środę o 05:00'],
    ['0 5 * * 1,3,5', 'w poniedziałki, środy i piątki o 05:00'],
    ['0 5 * * 2-4', 'od wtorku do czwartku o 05:00'],
    ['0 7 1 * *', '1. dnia każdego miesiąca o 07:00'],
    ['0 7 1,15 * *', '1. i 15. dnia każdego miesiąca o 07:00'],
    ['0 7 1 1 *', '1. dnia każdego miesiąca, w styczniu o 07:00'],
    ['0 8-17 * * 1-5', 'co godzinę od 08:00 do 17:00, w dni robocze (od poniedziałku do piątku)'],
    ['*/10 8-17 * * *', 'co 10 minut, od 08:00 do 17:59'],
  ])('%s → %s', (cron, words) => {
    expect(describeCron(cron)).toBe(words);
  });

  it.each([
    '0 2 * * MON',
    '0 2 L * *',
    '0 2 ? * *',
    '1-10/2 * * * *',
    '0 2 * *',
    '61 * * * *',
    '0 1,3,5,7,9,11,13 * * *',
  ])('leaves %s to be shown as the expression', (cron) => {
    expect(describeCron(cron)).toBeNull();
  });
});
