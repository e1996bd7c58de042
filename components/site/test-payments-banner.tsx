/**
 * Says that this site takes test payments only (the sandbox gateway: on `npm start` on a developer's machine, with
 * PAYMENTS_SANDBOX=true, and in a preview), above the signup form where a visitor would pay. Server-rendered, no script.
 */
export function TestPaymentsBanner() {
  return (
    <aside
      aria-label="Test payments"
      className="mb-8 rounded-xl border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p>
        <strong className="font-semibold">Test payments:</strong> no money is taken here. Pay with the test card 4242
        4242 4242 4242 (any future expiry date, any CVC); 4000 0000 0000 0002 is declined.
      </p>
    </aside>
  );
}
