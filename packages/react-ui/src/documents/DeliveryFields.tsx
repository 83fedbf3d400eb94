import { DELIVERY_METHODS, type Delivery, type deliverySchema, warsawDay } from '@salesdesk/sdk';
import { useEffect } from 'react';
import { type Control, Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DatePicker } from '../controls/DatePicker';
import { Select } from '../controls/Select';
import { useApiQuery } from '../data/useApiQuery';
import { FormTextField } from '../form/FormTextField';
import { documentMessages } from '../messages/document';

const m = documentMessages.delivery;
const NO_DELIVERY = 'none';

/** A form holding a document's delivery under `delivery` (null: to be agreed later). */
export interface WithDelivery {
  delivery: z.input<typeof deliverySchema> | null;
}

/** Every delivery field but the method, empty. */
export const EMPTY_DELIVERY = {
  address: '',
  postal_code: '',
  city: '',
  contact_person: '',
  contact_phone: '',
  date: null,
  notes: '',
} satisfies Omit<z.input<typeof deliverySchema>, 'method'>;

/** Delivery data as a form edits it (method and every field). */
export function deliveryFormValue(delivery: Delivery | null | undefined): WithDelivery['delivery'] {
  return delivery ? { ...EMPTY_DELIVERY, ...delivery } : null;
}

const options = [
  { id: NO_DELIVERY, label: m.later },
  ...DELIVERY_METHODS.map((method) => ({ id: method, label: m.methods[method] })),
];

/**
 * The delivery fields of a document form (the wizards' step 1, the page's delivery section): the
 * method, then for courier or own transport the address — filled from the receiver's address
 * until the person types one — and for every method the date, the contact and notes. Checked by
 * the contract's `deliverySchema` with the rest of the form.
 */
export function DeliveryFields<T extends WithDelivery>({
  form,
  receiverId,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  /** The receiver whose address a delivery goes to unless another is typed. */
  receiverId?: number | null | undefined;
}) {
  // react-hook-form's Control and UseFormReturn are invariant in their values: a form with more
  // fields (T extends WithDelivery) is read and written through its delivery only.
  const f = form as unknown as UseFormReturn<WithDelivery, unknown, unknown>;
  const control = f.control as Control<WithDelivery, unknown, unknown>;
  const method = useWatch({ control, name: 'delivery.method' });
  const receiver = useApiQuery('clientById', { params: { id: receiverId ?? 0 } }, { enabled: Boolean(receiverId) });
  const today = warsawDay();

  // A delivery goes to the receiver's address unless the person typed another one.
  useEffect(() => {
    const r = receiver.data;
    if (!r || !method || method === 'pickup') return;
    const current = f.getValues('delivery');
    if (current?.address || current?.city) return;
    f.setValue('delivery.address', r.street);
    f.setValue('delivery.postal_code', r.postal_code);
    f.setValue('delivery.city', r.city);
  }, [receiver.data, method, f]);

  return (
    <>
      <Controller
        control={control}
        name="delivery"
        render={({ field }) => (
          <Select
            label={m.method}
            options={options}
            className="max-w-sm"
            selectedKey={field.value?.method ?? NO_DELIVERY}
            onSelectionChange={(key) =>
              field.onChange(
                key === NO_DELIVERY
                  ? null
                  : { ...EMPTY_DELIVERY, ...field.value, method: key as (typeof DELIVERY_METHODS)[number] },
              )
            }
          />
        )}
      />
      {method && method !== 'pickup' ? (
        <div className="grid gap-4 md:grid-cols-[2fr_1fr_2fr]">
          <FormTextField control={control} name="delivery.address" label={m.address} />
          <FormTextField control={control} name="delivery.postal_code" label={m.postalCode} />
          <FormTextField control={control} name="delivery.city" label={m.city} />
        </div>
      ) : null}
      {method ? (
        <div className="grid gap-4 md:grid-cols-3">
          <Controller
            control={control}
            name="delivery.date"
            render={({ field, fieldState }) => (
              <DatePicker
                label={m.date}
                value={field.value ?? null}
                onChange={field.onChange}
                minValue={today}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <FormTextField control={control} name="delivery.contact_person" label={m.contact} />
          <FormTextField control={control} name="delivery.contact_phone" label={m.phone} type="tel" />
          <FormTextField control={control} name="delivery.notes" label={m.notes} className="md:col-span-3" />
        </div>
      ) : null}
    </>
  );
}
