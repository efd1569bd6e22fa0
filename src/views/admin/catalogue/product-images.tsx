import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { imageUploadMaxBytes, imageUploadTypes, type AdminProduct } from '../../../domain/admin';
import { useProductImageUpload } from '../../../services/admin-catalogue';
import { FailureMessage } from '../shared/failure-message';
import { inputClass, secondaryButton } from '../shared/styles';
import { useAdminMe } from '../use-admin-me';

/**
 * The product's pictures, and a new one sent to the server (which stores it as WebP in two sizes). The upload
 * moves the product's version on: `onUploaded` lets the form beside it save over its own picture.
 */
export function ProductImages({ product, onUploaded }: { product: AdminProduct; onUploaded: (product: AdminProduct) => void }) {
  const { t } = useLingui();
  const id = useId();
  const upload = useProductImageUpload(useAdminMe().uid);
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = fileRef.current?.files?.[0];
    if (!file) return setProblem(t`Choose a picture first.`);
    if (!(imageUploadTypes as readonly string[]).includes(file.type)) return setProblem(t`Only JPEG, PNG or WebP pictures are accepted.`);
    if (file.size > imageUploadMaxBytes) return setProblem(t`The picture is larger than 8 MB.`);
    setProblem(null);
    const target = event.currentTarget;
    upload.mutate(
      {
        productId: product.id,
        version: product.version,
        file,
        altFr: String(form.get('alt_fr') ?? ''),
        altEn: String(form.get('alt_en') ?? ''),
      },
      {
        onSuccess: (saved) => {
          target.reset();
          onUploaded(saved);
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-stone-200 p-3">
      <h3 id={`${id}-title`} className="mb-2 font-semibold">
        <Trans>Pictures</Trans>
      </h3>
      <ul className="mb-3 flex flex-wrap gap-2">
        {product.images.map((image) => (
          <li key={image.id}>
            <img src={image.card_url} alt={image.alt_fr || image.alt_en} width={96} height={96} className="size-24 rounded object-cover" />
          </li>
        ))}
      </ul>
      <form onSubmit={send} className="grid gap-2 sm:grid-cols-3 sm:items-end">
        <label className="text-sm font-semibold">
          <Trans>New picture (JPEG, PNG or WebP, 8 MB at most)</Trans>
          <input ref={fileRef} name="file" type="file" accept={imageUploadTypes.join(',')} className={inputClass} />
        </label>
        <label className="text-sm font-semibold">
          <Trans>Description of the picture (French)</Trans>
          <input name="alt_fr" maxLength={200} lang="fr" className={inputClass} />
        </label>
        <label className="text-sm font-semibold">
          <Trans>Description of the picture (English)</Trans>
          <input name="alt_en" maxLength={200} lang="en" className={inputClass} />
        </label>
        <button type="submit" className={secondaryButton} disabled={upload.isPending}>
          <Trans>Add the picture</Trans>
        </button>
      </form>
      {problem && (
        <p role="alert" className="mt-2 text-red-700">
          {problem}
        </p>
      )}
      {upload.isError && (
        <div className="mt-2">
          <FailureMessage error={upload.error} />
        </div>
      )}
    </section>
  );
}
