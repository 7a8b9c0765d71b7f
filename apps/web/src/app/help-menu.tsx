import { Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { lazy, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu, type DeferredTargetProps } from '../components/deferred-menu';
import { siteLinks } from '../lib/config';
import { iconSize } from './theme';
import classes from './shell.module.css';

export interface HelpMenuProps {
  /** Offered to signed-in job seekers only: the checklist is about their own progress. */
  checklistOpen: boolean | null;
  onToggleChecklist: () => void;
}

/** The help menu's button: on a phone its icon alone; its name stays for assistive technology. */
export function HelpButton({
  ref,
  ...props
}: Partial<DeferredTargetProps> & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  return (
    <Button
      ref={ref}
      variant="subtle"
      size="sm"
      px="xs"
      leftSection={<IconHelpCircle size={iconSize.md} aria-hidden />}
      classNames={{ section: classes.barButtonSection }}
      {...props}
    >
      <span className={classes.barLabel}>{t('app.help.menu')}</span>
    </Button>
  );
}

const loadHelpMenuList = () => import('./help-menu-list');
const HelpMenuList = lazy(loadHelpMenuList);

/**
 * The help menu: the "Getting Started" checklist and contact support (SUPPORT_URL). The menu itself
 * (help-menu-list.tsx) loads on first use (components/deferred-menu.tsx). With neither to offer,
 * there is no menu.
 */
export function HelpMenu(props: HelpMenuProps) {
  if (props.checklistOpen === null && siteLinks().supportUrl === null) return null;
  return (
    <DeferredMenu
      renderTarget={(target) => <HelpButton {...target} />}
      menu={HelpMenuList}
      preload={loadHelpMenuList}
      menuProps={props}
    />
  );
}
