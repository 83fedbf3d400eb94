import type { Story } from '@ladle/react';
import { ToastArea } from './ToastArea';
import { createToastStore, productGroupToast } from './toastStore';

export default { title: 'Shell / ToastArea' };

export const AllTypes: Story = () => {
  const store = createToastStore();
  const show = () => {
    store.show({ type: 'success', title: 'Zapisano', description: 'Zmiany zostały zapisane.' });
    store.show({ type: 'error', title: 'Błąd', description: 'Nie udało się zapisać zmian.' });
    store.show({ type: 'info', title: 'Informacja', description: 'Nowa wersja oferty.' });
    store.show({ type: 'warning', title: 'Uwaga', description: 'Oferta wygasa jutro.' });
  };
  return (
    <div className="p-6">
      <button type="button" className="rounded border px-3 py-1" onClick={show}>
        Pokaż powiadomienia
      </button>
      <ToastArea store={store} navigate={(p) => console.info('navigate', p)} />
    </div>
  );
};

export const ProductGroup: Story = () => {
  const store = createToastStore();
  return (
    <div className="p-6">
      <button
        type="button"
        className="rounded border px-3 py-1"
        onClick={() => store.show(productGroupToast({ group_name: 'Rury PEX', number: 'OF/2026/0042', offer_id: 42 }))}
      >
        Grupa produktów dodana
      </button>
      <ToastArea store={store} navigate={(p) => console.info('navigate', p)} />
    </div>
  );
};
