import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { orderViewForTests } from '@/lib/orders/order-view-for-tests';
import type { OrderView } from '@/lib/orders/order-view';
import { LockedHandoverStep, lockedStep } from './locked-handover-step';

// The component reads its words from the admin catalogue; loaded first, nothing has to suspend.
beforeAll(() => ensureCatalogue('admin', 'en'));
afterEach(cleanup);

const order = (overrides: Partial<OrderView> = {}) =>
  orderViewForTests({ handoverLocked: true, ...overrides });

describe('lockedStep', () => {
  it("names a locked ride's start and a locked parcel's delivery, and nothing else", () => {
    expect(lockedStep(order())).toBe('picked_up');
    expect(lockedStep(order({ kind: 'parcel', status: 'picked_up' }))).toBe('delivered');
    expect(lockedStep(order({ handoverLocked: false }))).toBeNull();
    expect(lockedStep(order({ status: 'picked_up' }))).toBeNull();
    expect(lockedStep(order({ kind: 'parcel', status: 'assigned' }))).toBeNull();
  });
});

describe('LockedHandoverStep', () => {
  it('shows nothing for an order whose code is not locked', () => {
    const { container } = render(
      <LockedHandoverStep order={order({ handoverLocked: false })} onComplete={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
  });

  it('asks for a reason, then completes the locked step with it', async () => {
    // jsdom has no modal dialogs; the component opens its dialog through showModal.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
    const onComplete = vi.fn(async () => {});
    render(
      <LockedHandoverStep order={order({ kind: 'parcel', status: 'picked_up' })} onComplete={onComplete} />,
    );

    // The shared form fields may still be loading their own words: wait for the button.
    fireEvent.click(await screen.findByRole('button', { name: 'Mark delivered without the code: order o1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/say why/i);
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Reason'), {
      target: { value: 'Receiver showed ID at the door' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith('delivered', 'Receiver showed ID at the door'),
    );
  });
});
