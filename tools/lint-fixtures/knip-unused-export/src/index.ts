import { withIva } from './prices';

export const total = withIva(100);
