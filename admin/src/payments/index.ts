import Payments from '@mui/icons-material/Payments';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { lazy } from 'react';

const PaymentList = lazy(() => import('./PaymentList'));
const PaymentShow = lazy(() => import('./PaymentShow'));

/** Purchases (and conversions of gains), read by payments and super managers. */
export const purchases = { list: PaymentList, show: PaymentShow, icon: ShoppingCart };

/** Cash-outs to mobile money, read by payments and super managers. */
export const cashouts = { list: PaymentList, show: PaymentShow, icon: Payments };
