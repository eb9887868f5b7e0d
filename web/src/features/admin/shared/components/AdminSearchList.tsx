import type { ReactNode } from 'react';
import { defineMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Pager } from '../../../../ui/Pager';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { adminPageTitle } from '../admin-labels';
import type { useSearchPageParams } from '../hooks/useSearchPageParams';
import { AdminLayout } from './AdminLayout';
import { AdminSearchForm } from './AdminSearchForm';

const noMatchMessage = defineMessage<{ search: string }>({
  id: 'admin.search.noMatch',
  defaultMessage: 'Nothing matches "{search}".',
  description: 'The empty state of an admin list when a search found nothing.',
});

/** A searchable admin list's texts: its tab title, heading, search field, states and page navigation. */
export type AdminSearchListMessages = Record<
  'documentTitle' | 'title' | 'description' | 'searchLabel' | 'searchPlaceholder' | 'loading' | 'loadFailed' | 'empty' | 'pages',
  MessageDescriptor
>;

export type AdminSearchListProps = {
  messages: AdminSearchListMessages;
  /** The empty state's text without a search (none when left out). */
  emptyText?: MessageDescriptor;
  icon: ReactNode;
  params: ReturnType<typeof useSearchPageParams>;
  /** The page's answer: how many items there are and its state. */
  list: { count: number; total: number; totalIsExact: boolean; pageSize: number; loading: boolean; error: unknown; refetch: () => void };
  /** The page's items. */
  children: ReactNode;
};

/** An admin screen that searches and pages one list (`?q=`, `?page=`): heading, search, the list's states, items, and the pager. */
export function AdminSearchList({ messages, emptyText, icon, params, list, children }: AdminSearchListProps) {
  const intl = useIntl();
  useDocumentTitle(adminPageTitle(intl, intl.formatMessage(messages.documentTitle)));
  const { search, page, setSearch, setPage } = params;
  return (
    <AdminLayout title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)}>
      <AdminSearchForm
        label={intl.formatMessage(messages.searchLabel)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        initialValue={search}
        onSearch={setSearch}
      />
      <QueryState
        loading={list.loading}
        error={list.error}
        empty={list.count === 0}
        loadingLabel={intl.formatMessage(messages.loading)}
        errorTitle={intl.formatMessage(messages.loadFailed)}
        onRetry={list.refetch}
        emptyState={
          <EmptyState
            icon={icon}
            title={intl.formatMessage(messages.empty)}
            description={search ? intl.formatMessage(noMatchMessage, { search }) : emptyText && intl.formatMessage(emptyText)}
          />
        }
      >
        {children}
        <Pager
          label={intl.formatMessage(messages.pages)}
          page={page}
          pageSize={list.pageSize}
          total={list.total}
          totalIsExact={list.totalIsExact}
          onPageChange={setPage}
        />
      </QueryState>
    </AdminLayout>
  );
}
