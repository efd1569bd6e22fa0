// Placeholder until the sign-in issue builds the auth layout and its three screens.
export default function AuthRoutes() {
  return <h1 className="p-8 text-2xl">Auth</h1>;
}
