import { Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MAX_LENGTH, LOCATION_MAX_LENGTH } from '../hooks/use-job-list-params';
import classes from './job-list.module.css';

/** What the search box sends: the words and the place, both trimmed ('' when left empty). */
export interface JobSearchInput {
  keyword: string;
  location: string;
}

interface JobSearchFormProps {
  /** The keyword in the URL. */
  keyword: string;
  /** The place in the URL. */
  location: string;
  onSearch: (search: JobSearchInput) => void;
}

/** The job search: words and a place side by side, stacked on a phone; Enter or the button runs it. */
export function JobSearchForm({ keyword, location, onSearch }: JobSearchFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(keyword);
  const [place, setPlace] = useState(location);
  const [shown, setShown] = useState({ keyword, location });
  // back/forward or "clear search" change the URL: the fields follow without losing focus
  if (keyword !== shown.keyword || location !== shown.location) {
    setShown({ keyword, location });
    setValue(keyword);
    setPlace(location);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ keyword: value.trim(), location: place.trim() });
  };

  return (
    <form role="search" onSubmit={onSubmit} className={classes.searchForm}>
      <TextInput
        type="search"
        name="keyword"
        label={t('jobs.list.searchLabel')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        maxLength={KEYWORD_MAX_LENGTH}
        autoComplete="off"
      />
      <TextInput
        name="location"
        label={t('jobs.list.locationLabel')}
        placeholder={t('jobs.list.locationPlaceholder')}
        value={place}
        onChange={(event) => setPlace(event.currentTarget.value)}
        maxLength={LOCATION_MAX_LENGTH}
        autoComplete="off"
      />
      <Button type="submit">{t('jobs.list.searchButton')}</Button>
    </form>
  );
}
