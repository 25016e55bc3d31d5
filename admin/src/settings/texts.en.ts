/** Texts of the admin settings (resources.settings), loaded with them. */
export const settingsEn = {
  picture: 'Profile picture',
  change_picture: 'Change the picture',
  remove_picture: 'Remove the picture',
  remove_picture_question: 'Remove your profile picture?',
  picture_refused: 'Please choose a PNG or JPEG picture of 5 MB at most.',
  not_set: 'Not set',
  saved: 'Saved.',
  failed: 'The change could not be saved. Please try again.',
  code_sent: 'A code was sent to %{contact}: enter it to confirm the change.',
  code: 'Code received',
  send_code: 'Send a code',
  confirm: 'Confirm',
  fields: {
    first_name: 'First name',
    last_name: 'Last name',
    email_phone_number: 'E-mail or phone number',
    birthday: 'Birthday',
    gender: 'Gender',
    country: 'Country',
    language: 'Language',
    password: 'Password',
    current_password: 'Current password',
    new_password: 'New password',
    new_password_confirmation: 'New password, again',
    day: 'Day',
    month: 'Month',
    year: 'Year',
  },
  delete: {
    button: 'Remove my account',
    title: 'Remove your account?',
    question:
      'Your account, its credits and its gains are removed for good. This cannot be undone.',
    password: 'Enter your password to confirm.',
    failed: 'Your account could not be removed. Check your password and try again.',
  },
};

export default settingsEn;
