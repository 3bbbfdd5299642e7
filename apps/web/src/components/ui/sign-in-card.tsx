import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from './button';
import { Card, CardBody } from './card';

/** What a signed-out visitor sees instead of a page that needs an account; sign-in comes back to `from`. */
export function SignInCard({
  title,
  text,
  action,
  from,
}: {
  title: string;
  text: string;
  action: string;
  from?: string;
}) {
  return (
    <Card className="mx-auto max-w-md">
      <CardBody className="grid justify-items-center gap-3 text-center">
        <LogIn className="size-8 text-primary" aria-hidden />
        <h1 className="text-2xl">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
        <Link to="/auth" state={from ? { from } : undefined} className={buttonClass()}>
          {action}
        </Link>
      </CardBody>
    </Card>
  );
}
