/**
 * A contact message called `subject`, posted to the server at `origin` as a load balancer hands
 * it on: the client's address in X-Forwarded-For (the server needs TRUST_PROXY=1 to count it).
 */
export function postContact(origin: string, subject: string, client: string): Promise<Response> {
  return fetch(`${origin}/api/send-contact-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject,
      message: `The message called ${subject}.`,
    }),
  });
}
