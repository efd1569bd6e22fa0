import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { customerProfileSchema, type CustomerProfile } from '../../domain/customer';
import { LabelledField } from '../shared/labelled-field';
import { LoginActor } from './login-actor';
import { LoginFeedback } from './login-feedback';
import { inputClass } from './field-styles';
import { SubmitButton } from './submit-button';

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
    <form
      onSubmit={handleSubmit((profile) => actor.send({ type: 'REGISTER', profile }))}
      onChange={() => actor.send({ type: 'EDIT' })}
      noValidate
      className="flex flex-col gap-4"
    >
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Create your account</Trans>
      </h1>
      <p className="text-stone-600">
        <Trans>A few details so we can deliver your orders.</Trans>
      </p>
      <LabelledField htmlFor="register-fname" label={t`First name`}>
        <input {...field('fname')} autoComplete="given-name" />
      </LabelledField>
      <LabelledField htmlFor="register-lname" label={t`Last name`}>
        <input {...field('lname')} autoComplete="family-name" />
      </LabelledField>
      <LabelledField htmlFor="register-email" label={t`Email`}>
        <input {...field('email')} type="email" autoComplete="email" />
      </LabelledField>
      <LabelledField htmlFor="register-address" label={t`Address`}>
        <input {...field('address')} autoComplete="street-address" />
      </LabelledField>
      <LoginFeedback />
      <SubmitButton busy={registering}>
        <Trans>Continue</Trans>
      </SubmitButton>
    </form>
  );
}
