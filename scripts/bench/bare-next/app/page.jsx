import { Counter } from "./counter";

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <Counter />
    </main>
  );
}
