import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { DatePicker } from './DatePicker';
import { Modal } from './Modal';
import { NumberField } from './NumberField';
import { ProgressBar } from './ProgressBar';
import { Select } from './Select';
import { Tabs } from './Tabs';
import { TextField } from './TextField';

function SelectHarness() {
  const [key, setKey] = useState<string>('a');
  return (
    <Select
      label="Status"
      options={[
        { id: 'a', label: 'Szkic' },
        { id: 'b', label: 'Wygasła' },
      ]}
      selectedKey={key}
      onSelectionChange={(k) => setKey(String(k))}
    />
  );
}

function TabsHarness() {
  const [tab, setTab] = useState<'a' | 'b'>('a');
  return (
    <Tabs<'a' | 'b'>
      label="Listy"
      items={[
        { id: 'a', label: 'Pierwsza' },
        { id: 'b', label: 'Druga', count: 3, countLabel: '(3 czeka)' },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      <p>Treść {tab}</p>
    </Tabs>
  );
}

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Otwórz</Button>
      <Modal isOpen={open} onOpenChange={setOpen} title="Szczegóły">
        <Button onPress={() => setOpen(false)}>Zamknij</Button>
      </Modal>
    </>
  );
}

describe('controls', () => {
  it('Button: presses by click and keyboard, announces a pending state and refuses presses while pending or disabled', () => {
    let presses = 0;
    const { rerender } = render(<Button onPress={() => presses++}>Zapisz</Button>);
    const button = screen.getByRole('button', { name: 'Zapisz' });
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyUp(button, { key: 'Enter' });
    expect(presses).toBe(2);
    rerender(
      <Button isPending onPress={() => presses++}>
        Zapisz
      </Button>,
    );
    expect(button.getAttribute('data-pending')).toBe('true');
    fireEvent.click(button);
    rerender(
      <Button isDisabled onPress={() => presses++}>
        Zapisz
      </Button>,
    );
    fireEvent.click(button);
    expect(presses).toBe(2);
  });

  it('TextField: the label names the input; an error message marks it invalid and is read with it', () => {
    render(<TextField label="NIP" isRequired errorMessage="NIP musi mieć 10 cyfr." />);
    const input = screen.getByRole('textbox', { name: /NIP/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('NIP musi mieć 10 cyfr.')).toBeTruthy();
  });

  it('NumberField: reads a Polish decimal comma and formats it back pl-PL', () => {
    let value = 0;
    render(<NumberField label="Rabat" formatOptions={{ maximumFractionDigits: 2 }} onChange={(v) => (value = v)} />);
    const input = screen.getByRole('textbox', { name: 'Rabat' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12,5' } });
    fireEvent.blur(input);
    expect(value).toBe(12.5);
    expect(input.value).toBe('12,5');
  });

  it('Select: opens with the keyboard and picks an option', async () => {
    render(<SelectHarness />);
    const trigger = screen.getByRole('button', { name: /Status/ });
    expect(trigger.textContent).toContain('Szkic');
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('option', { name: 'Wygasła' }));
    await waitFor(() => expect(trigger.textContent).toContain('Wygasła'));
  });

  it('Checkbox: toggles and can be indeterminate', () => {
    let checked = false;
    const { rerender } = render(<Checkbox onChange={(v) => (checked = v)}>Zgoda</Checkbox>);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zgoda' }));
    expect(checked).toBe(true);
    rerender(<Checkbox isIndeterminate>Zgoda</Checkbox>);
    expect((screen.getByRole('checkbox') as HTMLInputElement).indeterminate).toBe(true);
  });

  it('DatePicker: shows a YYYY-MM-DD value as Polish day, month and year segments', () => {
    render(<DatePicker label="Ważna do" value="2026-10-27" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Ważna do' });
    const segments = within(group)
      .getAllByRole('spinbutton')
      .map((s) => s.textContent);
    expect(segments).toEqual(['27', '10', '2026']);
  });

  it('Tabs: arrow keys move between tabs and only the selected panel renders', async () => {
    render(<TabsHarness />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Treść a');
    const first = screen.getByRole('tab', { name: 'Pierwsza' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Druga (3 czeka)' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Treść b');
  });

  it('Modal: Escape closes it and focus returns to what opened it', async () => {
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Otwórz' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('ProgressBar: a named progressbar with its values, the progress in words, the bar kept within its range', () => {
    const { rerender } = render(
      <ProgressBar label="Dopasowanie wierszy" value={50} maxValue={200} valueLabel="Dopasowano 50 z 200 wierszy" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Dopasowanie wierszy' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuemax')).toBe('200');
    expect(bar.getAttribute('aria-valuetext')).toBe('Dopasowano 50 z 200 wierszy');
    expect(bar.textContent).toBe('Dopasowano 50 z 200 wierszy');
    expect((bar.querySelector('[style]') as HTMLElement).style.width).toBe('25%');
    rerender(<ProgressBar label="Dopasowanie wierszy" value={300} maxValue={200} />);
    expect(bar.getAttribute('aria-valuenow')).toBe('200');
    expect((bar.querySelector('[style]') as HTMLElement).style.width).toBe('100%');
    // Without words of its own, the percentage in Polish.
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^100\s?%$/);
  });
});
