import { useNavigation } from "react-router";
import { Button, type ButtonVariant } from "#app/components/ui/button.tsx";

/** A form's submit button that says it is busy while its intent is being posted. */
export function BusyButton({
  intent,
  idle,
  busy,
  variant,
}: {
  intent: string;
  idle: string;
  busy: string;
  variant?: ButtonVariant;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      size="sm"
      variant={variant}
      disabled={pending}
    >
      {pending ? busy : idle}
    </Button>
  );
}
