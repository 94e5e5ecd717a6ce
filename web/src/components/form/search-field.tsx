import { useId } from 'react';
import { TextField } from './fields';

interface SearchFieldProps {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
}

/** A labelled search box that reports its text as it is typed. */
export function SearchField({ onSearch, maxLength = 80, ...field }: SearchFieldProps) {
  const id = useId();
  return (
    <TextField
      id={id}
      type="search"
      maxLength={maxLength}
      onChange={(event) => onSearch(event.target.value)}
      {...field}
    />
  );
}
