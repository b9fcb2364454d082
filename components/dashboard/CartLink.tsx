import Link from 'next/link';

import Icon from '@/components/dashboard/Icon';
import { useCartCount } from '@/components/public/useCartCount';

/** The investor header's way to the cart, with the number of lines in it (spec: the cart count). */
export default function CartLink() {
  const { count } = useCartCount();
  return (
    <Link
      href="/dashboard/cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
    >
      <Icon name="cart" className="h-6 w-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-xs font-bold text-brand-900"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
