import { useQuery } from '@tanstack/react-query';
import { Link, Route, Switch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { clientConfigSchema } from '../../domain/api';
import { getJson } from '../../services/api';
import { useCatalog } from '../../services/area-catalogs';
import { readsRightToLeft } from '../../domain/reading-direction';
import { useLocale } from '../../services/i18n';
import { LanguageButtons } from '../shared/language-buttons';
import { LoadFailed, Loading } from '../shared/load-states';
import { FlowList } from './flow-list';
import { FlowPage } from './flow-page';
import { LiveFlowsContext, useLiveFlowsChannel } from './use-live-flows';

/**
 * The product owner's flow studio (/flows): every machine as a state chart, live while the shop is used
 * in another tab of the same browser. A chunk of its own, with its catalog (src/locales/{locale}/flows.po)
 * and the layout engine loaded on demand: a shopper's first load carries none of it. The server says
 * whether it is on (GET /api/client-config `flowStudio`: on except in production without FLOW_STUDIO=1).
 */
export default function FlowsRoutes() {
  const texts = useCatalog('flows');
  const config = useQuery({
    queryKey: ['client-config'],
    queryFn: () => getJson('client-config', clientConfigSchema),
    staleTime: Infinity,
  });
  if (texts.isError || config.isError) {
    return (
      <main className="mx-auto max-w-3xl p-8">
        <LoadFailed
          retry={() => void (texts.isError ? texts.refetch() : config.refetch())}
          retrying={texts.isFetching || config.isFetching}
        >
          <Trans>This page could not be loaded.</Trans>
        </LoadFailed>
      </main>
    );
  }
  if (!texts.isSuccess || !config.isSuccess) return <Loading />;
  if (!config.data.flowStudio) {
    return (
      <main className="mx-auto max-w-3xl p-8">
        <h1 className="text-xl font-bold">
          <Trans>The flow studio is off</Trans>
        </h1>
        <p className="mt-2 text-stone-600">
          <Trans>It is turned on in production by starting the server with FLOW_STUDIO=1.</Trans>
        </p>
      </main>
    );
  }
  return <Studio />;
}

function Studio() {
  const live = useLiveFlowsChannel();
  const locale = useLocale();
  return (
    <LiveFlowsContext.Provider value={live}>
      <div className="min-h-dvh bg-stone-50 text-stone-900" lang={locale} dir={readsRightToLeft(locale) ? 'rtl' : 'ltr'}>
        <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-stone-200 bg-white px-6 py-3">
          <Link href="/" className="text-lg font-bold">
            <Trans>Flow studio</Trans>
          </Link>
          <span className="text-sm text-stone-500">
            <Trans>The shop's flows as they run: open the shop in another tab of this browser to watch them move.</Trans>
          </span>
          <span className="ms-auto">
            <LanguageButtons look={(chosen) => (chosen ? 'bg-stone-800 text-white' : 'hover:bg-stone-100')} />
          </span>
        </header>
        <Switch>
          <Route path="/" component={FlowList} />
          <Route path="/:name">{(params) => <FlowPage name={params.name} />}</Route>
        </Switch>
      </div>
    </LiveFlowsContext.Provider>
  );
}
