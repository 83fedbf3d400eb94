import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Checkbox } from './Checkbox';
import { ComboBox } from './ComboBox';
import { DatePicker, type DateRange, DateRangePicker } from './DatePicker';
import { NumberField } from './NumberField';
import { SearchField } from './SearchField';
import { Select, SelectItem } from './Select';
import { TextField } from './TextField';

export default { title: 'Controls / Fields' };

const clients = [
  { id: 1, name: 'Przedsiębiorstwo Budowlane Żuraw Sp. z o.o.' },
  { id: 2, name: 'Hurtownia Źródło Łódź' },
  { id: 3, name: 'Instal-Bud Kraków s.c.' },
];

/** Text, number, search, select, combo box, checkbox and dates: normal, required and invalid. */
export const AllFields: Story = () => {
  const [date, setDate] = useState<string | null>('2026-10-27');
  const [range, setRange] = useState<DateRange | null>(null);
  const [text, setText] = useState('');
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4 p-4 sm:grid-cols-2">
      <TextField label="Nazwa klienta" isRequired description="Tak jak na fakturze." />
      <TextField label="NIP" errorMessage="NIP musi mieć 10 cyfr." defaultValue="12345" />
      <NumberField label="Ilość" unit="szt." defaultValue={12} />
      <NumberField label="Rabat" unit="%" formatOptions={{ maximumFractionDigits: 2 }} defaultValue={12.5} />
      <SearchField label="Szukaj" placeholder="Numer, klient…" />
      <Select
        label="Status"
        options={[
          { id: 'draft', label: 'Szkic' },
          { id: 'expired', label: 'Wygasła' },
        ]}
        defaultSelectedKey="draft"
      />
      <ComboBox
        label="Klient"
        placeholder="Nazwa lub NIP"
        emptyText="Brak pasujących klientów."
        inputValue={text}
        onInputChange={setText}
        items={clients.filter((c) => c.name.toLowerCase().includes(text.toLowerCase()))}
      >
        {(client) => <SelectItem id={String(client.id)}>{client.name}</SelectItem>}
      </ComboBox>
      <DatePicker label="Ważna do" value={date} onChange={setDate} />
      <DateRangePicker
        label="Data utworzenia"
        value={range}
        onChange={setRange}
        clearLabel="Data utworzenia: wyczyść"
      />
      <Checkbox defaultSelected>Tylko z dostępnym stanem</Checkbox>
    </div>
  );
};
