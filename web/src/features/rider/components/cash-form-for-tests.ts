import { act, fireEvent, screen } from '@testing-library/react';

export const SAVE = 'Save cash for order o1';

export const saveCash = () => act(async () => fireEvent.click(screen.getByRole('button', { name: SAVE })));
