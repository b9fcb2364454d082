// The quantity of shares to buy (the Buy form, a cart line): whole shares from the minimum lot up.
// The attributes only guide the keyboard and the spinner; quantityError and the API do the checking,
// so the text is kept as typed.
import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'step' | 'value' | 'onChange'> {
  minQuantity: number;
  value: string;
  onValue: (text: string) => void;
}

export default function QuantityInput({ minQuantity, value, onValue, ...input }: Props) {
  return (
    <input
      type="number"
      inputMode="numeric"
      min={minQuantity}
      step={1}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      {...input}
    />
  );
}
