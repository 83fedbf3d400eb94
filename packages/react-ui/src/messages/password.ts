/** Texts of the forgot-password and reset-password pages. */
export const passwordMessages = {
  forgot: {
    title: 'Nie pamiętasz hasła?',
    subtitle: 'Podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła.',
    email: 'Adres e-mail',
    submit: 'Wyślij link',
    submitting: 'Wysyłanie…',
    sentTitle: 'Sprawdź skrzynkę',
    sent: 'Jeśli konto z adresem {email} istnieje, wysłaliśmy na nie link do ustawienia nowego hasła. Link jest ważny przez godzinę.',
    back: 'Wróć do logowania',
  },
  reset: {
    title: 'Ustaw nowe hasło',
    subtitle: 'Hasło musi mieć co najmniej 8 znaków.',
    password: 'Nowe hasło',
    repeat: 'Powtórz nowe hasło',
    mismatch: 'Hasła nie są takie same.',
    submit: 'Ustaw hasło',
    submitting: 'Zapisywanie…',
    doneTitle: 'Hasło zostało zmienione',
    done: 'Możesz się teraz zalogować nowym hasłem.',
    toLogin: 'Przejdź do logowania',
    back: 'Wróć do logowania',
  },
} as const;
