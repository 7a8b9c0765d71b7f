import { create } from 'zustand';

/** How long a toast stays before it hides itself (spec section 9: toasts autohide). */
export const TOAST_DURATION_MS = 6000;

export interface ToastAction {
  label: string;
  /** An in-app path or an http(s) address (see module-navigation.ts). */
  href: string;
}

export interface Toast {
  id: number;
  text: string;
  action?: ToastAction | undefined;
}

export interface ChatState {
  /** The member the chat popup is about to contact. */
  memberToContact: string | null;
  /** Bumped to make open chat views fetch their messages again. */
  refetchEvent: number;
  popupVisible: boolean;
}

/** The shell's visible UI state (spec section 2, "Visible UI state"), in one small store. */
export interface UiState {
  loader: boolean;
  toasts: Toast[];
  dashboardId: string | null;
  createWsVisible: boolean;
  organizationID: string | null;
  categoryId: string | null;
  isEnterpriseUser: boolean;
  sideCollapsed: boolean;
  chat: ChatState;
  setLoader: (loader: boolean) => void;
  showToast: (text: string, action?: ToastAction) => number;
  /** Removes the oldest toast in the queue (spec section 4). */
  dismissToast: () => void;
  setDashboardId: (id: string | null) => void;
  setCreateWsVisible: (visible: boolean) => void;
  setOrganizationID: (id: string | null) => void;
  setCategoryId: (id: string | null) => void;
  setEnterpriseUser: (value: boolean) => void;
  toggleSideCollapsed: () => void;
  setChat: (chat: Partial<ChatState>) => void;
  refetchChat: () => void;
}

let nextToastId = 1;

export const initialUiState = {
  loader: false,
  toasts: [] as Toast[],
  dashboardId: null,
  createWsVisible: false,
  organizationID: null,
  categoryId: null,
  isEnterpriseUser: false,
  sideCollapsed: false,
  chat: { memberToContact: null, refetchEvent: 0, popupVisible: false },
} satisfies Partial<UiState>;

export const useUiStore = create<UiState>()((set) => ({
  ...initialUiState,
  setLoader: (loader) => set({ loader }),
  showToast: (text, action) => {
    const id = nextToastId++;
    set((s) => ({ toasts: [...s.toasts, { id, text, action }] }));
    return id;
  },
  dismissToast: () => set((s) => ({ toasts: s.toasts.slice(1) })),
  setDashboardId: (dashboardId) => set({ dashboardId }),
  setCreateWsVisible: (createWsVisible) => set({ createWsVisible }),
  setOrganizationID: (organizationID) => set({ organizationID }),
  setCategoryId: (categoryId) => set({ categoryId }),
  setEnterpriseUser: (isEnterpriseUser) => set({ isEnterpriseUser }),
  toggleSideCollapsed: () => set((s) => ({ sideCollapsed: !s.sideCollapsed })),
  setChat: (chat) => set((s) => ({ chat: { ...s.chat, ...chat } })),
  refetchChat: () => set((s) => ({ chat: { ...s.chat, refetchEvent: s.chat.refetchEvent + 1 } })),
}));

/** Shows a toast from outside React (mutation callbacks). */
export function showToast(text: string, action?: ToastAction): number {
  return useUiStore.getState().showToast(text, action);
}

export type Section =
  'jobseeker-jobs' | 'jobseeker-job-invitation' | 'jobseeker-applications' | 'jobseeker-saved';

const SECTIONS: Record<string, Section> = {
  jobs: 'jobseeker-jobs',
  invitations: 'jobseeker-job-invitation',
  applications: 'jobseeker-applications',
  saved: 'jobseeker-saved',
};

/** The active top-level section from the first path segment (spec section 2). */
export function sectionOf(pathname: string): Section {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return Object.hasOwn(SECTIONS, first) ? (SECTIONS[first] as Section) : 'jobseeker-jobs';
}
