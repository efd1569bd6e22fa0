import { Trans } from '@lingui/react/macro';
import { AdminCallError, type AdminFailure } from '../../../services/admin-errors';
import { ErrorPanel } from '../../shared/error-panel';

/** The failure of a back-office call in words: what was refused and why, never a silent nothing. */
export function FailureMessage({ error }: { error: unknown }) {
  const failure: AdminFailure = error instanceof AdminCallError ? error.failure : { kind: 'status', status: 0, message: String(error) };
  return (
    <ErrorPanel className="text-red-900">
      <FailureText failure={failure} />
    </ErrorPanel>
  );
}

function FailureText({ failure }: { failure: AdminFailure }) {
  switch (failure.kind) {
    case 'invalid':
      return (
        <>
          <p className="font-semibold">
            <Trans>The server refused the change:</Trans>
          </p>
          <ul className="list-inside list-disc">
            {failure.fields.length === 0 ? (
              <li>{failure.message}</li>
            ) : (
              failure.fields.map((field) => <li key={field.path}>{`${field.path}: ${field.message}`}</li>)
            )}
          </ul>
        </>
      );
    case 'refused':
      return (
        <p>
          <Trans>Someone changed this order meanwhile: it is now “{failure.state}”. The page shows it as it is now.</Trans>
        </p>
      );
    case 'conflict':
      return (
        <p>
          <Trans>Someone else saved this record meanwhile.</Trans>
        </p>
      );
    case 'status':
      return <StatusText status={failure.status} message={failure.message} />;
  }
}

function StatusText({ status, message }: { status: number; message: string }) {
  if (status === 0)
    return (
      <p>
        <Trans>The server could not be reached. Check the connection and try again.</Trans>
      </p>
    );
  if (status === 401)
    return (
      <p>
        <Trans>Your session has ended: sign in again.</Trans>
      </p>
    );
  if (status === 403)
    return (
      <p>
        <Trans>Your role does not allow this.</Trans>
      </p>
    );
  if (status === 404)
    return (
      <p>
        <Trans>This record no longer exists.</Trans>
      </p>
    );
  return (
    <p>
      <Trans>
        The server refused ({status}): {message}
      </Trans>
    </p>
  );
}
