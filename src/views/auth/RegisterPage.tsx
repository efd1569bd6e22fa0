import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { customerProfileSchema, type CustomerProfile } from '../../domain/customer';
import { LoginActor } from './LoginActor';
import { LoginFeedback } from './LoginFeedback';
import { inputClass, SubmitButton } from './SubmitButton';

/** /auth/register: the profile that completes a new account (spec §2); all four fields required, marked, no messages. */
export function RegisterPage() {
  const { t } = useLingui();
  const actor = LoginActor.useActorRef();
  const registering = LoginActor.useSelector((snapshot) => snapshot.matches('registering') || snapshot.matches('registered'));
  const { register, handleSubmit, formState } = useForm<CustomerProfile>({
    resolver: zodResolver(customerProfileSchema),
    defaultValues: { fname: '', lname: '', email: '', address: '' },
  });
  const field = (name: keyof CustomerProfile) => ({
    id: `register-${name}`,
    ...register(name),
    required: true,
    'aria-invalid': formState.errors[name] ? true : undefined,
    className: inputClass,
  });

  return (
    <form onSubmit={handleSubmit((profile) => actor.send({ type: 'REGISTER', profile }))} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Create your account</Trans>
      </h1>
      <p className="text-stone-600">
        <Trans>A few details so we can deliver your orders.</Trans>
      </p>
      <Field label={t`First name`} htmlFor="register-fname">
        <input {...field('fname')} autoComplete="given-name" />
      </Field>
      <Field label={t`Last name`} htmlFor="register-lname">
        <input {...field('lname')} autoComplete="family-name" />
      </Field>
      <Field label={t`Email`} htmlFor="register-email">
        <input {...field('email')} type="email" autoComplete="email" />
      </Field>
      <Field label={t`Address`} htmlFor="register-address">
        <input {...field('address')} autoComplete="street-address" />
      </Field>
      <LoginFeedback />
      <SubmitButton busy={registering}>
        <Trans>Continue</Trans>
      </SubmitButton>
    </form>
  );
}

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
