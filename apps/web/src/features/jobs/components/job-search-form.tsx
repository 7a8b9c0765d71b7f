import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MAX_LENGTH } from '../hooks/use-job-list-params';
import classes from './job-list.module.css';

interface JobSearchFormProps {
  /** The keyword in the URL. */
  keyword: string;
  onSearch: (keyword: string) => void;
}

export function JobSearchForm({ keyword, onSearch }: JobSearchFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  // back/forward or "clear search" change the URL: the field follows without losing focus
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setValue(keyword);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };

  return (
    <form role="search" onSubmit={onSubmit}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          className={classes.keyword}
          type="search"
          name="keyword"
          label={t('jobs.list.searchLabel')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={KEYWORD_MAX_LENGTH}
          autoComplete="off"
        />
        <Button type="submit">{t('jobs.list.searchButton')}</Button>
      </Group>
    </form>
  );
}
