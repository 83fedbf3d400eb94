import type { Command } from 'commander';
import { z } from 'zod';

const isoDate = z.iso.date({ error: 'data w formacie RRRR-MM-DD' });

/** Filter flags shared by `export` and `list`; each resource maps the ones it supports. */
export const filterOptionsSchema = z.object({
  status: z.string().trim().min(1).optional(),
  client: z.coerce
    .number({ error: 'id klienta (liczba)' })
    .int()
    .positive({ error: 'id klienta (liczba dodatnia)' })
    .optional(),
  since: isoDate.optional(),
  until: isoDate.optional(),
  warehouse: z.string().trim().min(1).optional(),
  search: z.string().trim().min(1).optional(),
  sort: z.string().trim().min(1).optional(),
  columns: z
    .string()
    .optional()
    .transform((s) =>
      s
        ?.split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
});

/** Declares the filter flags on a command. */
export function addFilterOptions(command: Command): Command {
  return command
    .option('--status <status>', 'tylko ten status (np. accepted, overdue)')
    .option('--client <id>', 'tylko ten klient (id)')
    .option('--since <date>', 'od dnia RRRR-MM-DD (włącznie)')
    .option('--until <date>', 'do dnia RRRR-MM-DD (włącznie)')
    .option('--warehouse <code>', 'magazyn (kod, dla stock)')
    .option('--search <text>', 'szukana fraza')
    .option('--sort <field>', 'sortowanie: pole albo -pole (malejąco)')
    .option('--columns <keys>', 'kolumny po przecinku, w tej kolejności (klucze SPEC §3)');
}
