import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { iconSize } from '../../../app/theme';

/** How long typing may pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search as the address has it. */
  value: string;
  label: string;
  description?: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (q: string) => void;
}

/** A search field that searches while one types (after a pause) and keeps following the address. */
export function SearchBox({ value, label, description, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // the address changed elsewhere (back, a link): the box follows, unless it already says the same
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  const search = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.cancel();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit}>
      <TextInput
        type="search"
        label={label}
        description={description}
        value={text}
        maxLength={200}
        leftSection={<IconSearch size={iconSize.sm} aria-hidden />}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          search(next);
        }}
        maw="32rem"
      />
    </form>
  );
}
