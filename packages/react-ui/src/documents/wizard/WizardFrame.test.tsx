import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeSalesdesk } from '../../test/fakeSalesdesk';
import { WizardFrame } from './WizardFrame';

const steps = [
  { name: 'Klient', href: '/krok-1' },
  { name: 'Pozycje', href: null },
];

/** react-aria's live announcer as it stands after a date field announced its value. */
function announcer() {
  const root = document.createElement('div');
  root.dataset.liveAnnouncer = 'true';
  root.innerHTML =
    '<div role="log" aria-live="assertive"><div role="img" aria-labelledby="date-field"></div><div>Wybrano 1 opcję</div></div>';
  document.body.prepend(root);
  return root;
}

afterEach(() => {
  for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
});

function Frame({ current }: { current: number }) {
  return (
    <FakeSalesdesk>
      <WizardFrame title="Nowa oferta" steps={steps} current={current} back={{ href: '/', label: 'Wróć' }}>
        {current === 1 ? <span id="date-field">Ważna do</span> : <p>Pozycje</p>}
      </WizardFrame>
    </FakeSalesdesk>
  );
}

describe('WizardFrame', () => {
  it('leaves no nameless image behind when step 1’s date field is gone, and keeps the rest', () => {
    const view = render(<Frame current={1} />);
    const region = announcer();
    view.rerender(<Frame current={1} />);
    // The field is still there: its announcement has a name and stays.
    expect(region.querySelectorAll('[role="img"]')).toHaveLength(1);
    view.rerender(<Frame current={2} />);
    expect(region.querySelectorAll('[role="img"]')).toHaveLength(0);
    expect(region.textContent).toBe('Wybrano 1 opcję');
  });
});
