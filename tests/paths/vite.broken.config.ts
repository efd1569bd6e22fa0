// The honesty test's build (tests/paths/run.ts): the paths test build with two views deliberately broken, so
// the run must fail and its browser coverage drop. Each breakage fails the build once its view changes, so it
// cannot silently stop breaking anything.
import type { Plugin } from 'vite';
import base from '../../vite.config';

export const breakages = [
  // A view that sends a wrong event: the cart's + button takes one off instead.
  { file: 'src/views/cart/quantity-stepper.tsx', from: 'onClick={onIncrement}', to: 'onClick={onDecrement}' },
  // A view that stops rendering a state's check: privacyRefused no longer says so.
  { file: 'src/views/booking/contact-form.tsx', from: 't`Please accept our privacy policy.`', to: 'null' },
];

function breakViews(): Plugin {
  return {
    name: 'baobab-paths-break-views',
    enforce: 'pre',
    transform(code, id) {
      const breakage = breakages.find(({ file }) => id.endsWith(file));
      if (!breakage) return null;
      if (!code.includes(breakage.from))
        throw new Error(`${breakage.file} no longer contains ${breakage.from}: update tests/paths/vite.broken.config.ts`);
      return code.replace(breakage.from, breakage.to);
    },
  };
}

// First of all plugins: the React plugin compiles the Lingui macros the breakages look for. Without the
// .br/.gz copies (the server sends the plain files then): ~3.7 s of CPU that only a production build needs.
const kept = (base.plugins ?? []).filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'baobab-precompress'));
if (kept.length === (base.plugins ?? []).length)
  throw new Error('vite.config.ts no longer has the baobab-precompress plugin: update tests/paths/vite.broken.config.ts');
export default { ...base, plugins: [breakViews(), ...kept] };
