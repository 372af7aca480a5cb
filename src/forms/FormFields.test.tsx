/**
 * The generic renderer as checkout uses it (a form's values at the root of a Formik form): one kit
 * input per type, the grouped fields under the form's name, messages translated once a field was
 * left or the form submitted, focus on the first invalid field, the server's words from the status.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form as FormikForm, Formik, type FormikProps } from 'formik';
import type { Form, Lang } from '../api/types';
import fixture from '../../server/fixtures/demo-shop.json';
import { renderWithProviders } from '../test/renderWithProviders';
import FormFields, { FocusFirstInvalid, layoutFields } from './FormFields';
import { serverErrorStatus } from './formStatus';
import { fieldErrors, initialValues, toFormData, type FormValues } from './formData';

const forms = fixture.forms as Form[];
const form = (id: string) => forms.find((candidate) => candidate.id === id)!;

function renderForm(which: Form, lang: Lang = 'de', data: unknown = null) {
  const onSubmit = jest.fn();
  let formik: FormikProps<FormValues> | undefined;
  const view = renderWithProviders(
    <Formik<FormValues>
      initialValues={initialValues(which.fields, data)}
      validate={(values) => fieldErrors(which.fields, values)}
      onSubmit={(values) => onSubmit(toFormData(which.fields, values))}
    >
      {(props) => {
        formik = props;
        return (
          <FormikForm noValidate>
            <FormFields form={which} lang={lang} />
            <FocusFirstInvalid />
            <button type="submit">OK</button>
          </FormikForm>
        );
      }}
    </Formik>,
    { lang },
  );
  return { ...view, onSubmit, formik: () => formik! };
}

describe('FormFields', () => {
  it('lays the grouped fields out together where the first of them stands', () => {
    const fields = form('form-kind').fields;
    expect(
      layoutFields(fields).map((block) =>
        block.grouped ? block.fields.map((field) => field.key) : block.field.key,
      ),
    ).toEqual([
      ['childName', 'birthDate', 'age'],
      'shirtSize',
      'allergies',
      'emergencyPhone',
      'photoConsent',
    ]);
  });

  it('renders the buyer form with the kit inputs and submits the data as the server wants it', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(form('form-buyer'));
    const group = screen.getByRole('group', { name: 'Ihre Angaben' });
    expect(within(group).getByRole('textbox', { name: 'Vorname' })).toBeRequired();
    expect(within(group).getByRole('textbox', { name: 'Nachname' })).toHaveAttribute(
      'autocomplete',
      'family-name',
    );
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Telefon (optional)' })).toHaveAttribute(
      'type',
      'tel',
    );
    const country = screen.getByRole('combobox', { name: 'Land (optional)' });
    const terms = screen.getByRole('checkbox', {
      name: 'Ich akzeptiere die AGB und die Datenschutzerklärung.',
    });

    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Muster ');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'anna@example.ch');
    await user.selectOptions(country, 'CH');
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.ch',
      phone: null,
      country: 'CH',
      terms: true,
    });
  });

  it('shows a message once the field is left, every message on submit, and focuses the first', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(form('form-buyer'));
    const phone = screen.getByRole('textbox', { name: 'Telefon (optional)' });
    await user.type(phone, 'abc');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Fehler: Bitte prüfen Sie diese Angabe.'),
    );
    // the others wait for the submit
    expect(screen.getByRole('textbox', { name: 'Vorname' })).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    const firstName = screen.getByRole('textbox', { name: 'Vorname' });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription('Fehler: Bitte füllen Sie dieses Feld aus.');
    expect(
      screen.getByRole('checkbox', {
        name: 'Ich akzeptiere die AGB und die Datenschutzerklärung.',
      }),
    ).toHaveAccessibleDescription('Fehler: Bitte bestätigen Sie dies, um fortzufahren.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks French, and shows a radio group, a date and an optional confirm of the guest form', async () => {
    const user = userEvent.setup();
    renderForm(form('form-gast'), 'fr');
    expect(screen.getByRole('group', { name: "Informations sur l'hôte" })).toBeInTheDocument();
    const arrival = screen.getByRole('radiogroup', { name: 'Arrivée' });
    expect(within(arrival).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByLabelText('Date de naissance (facultatif)')).toHaveAttribute('type', 'date');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(
        'Erreur : Veuillez remplir ce champ.',
      ),
    );
    expect(arrival).toHaveAccessibleDescription('Erreur : Veuillez remplir ce champ.');
  });

  it('keeps a chosen file as its name, and shows it', async () => {
    const user = userEvent.setup();
    const { formik } = renderForm(form('form-besucherausweis'));
    await user.upload(
      screen.getByLabelText('Foto für den Ausweis (optional)'),
      new File(['x'], 'anna.jpg', { type: 'image/jpeg' }),
    );
    expect(formik().values.badgePhoto).toBe('anna.jpg');
    expect(screen.getByText('Gewählte Datei: anna.jpg')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nationalität' })).toHaveAttribute(
      'autocomplete',
      'off',
    );
  });

  it('shows the server’s words under a field while it holds the refused value', async () => {
    const user = userEvent.setup();
    const { formik } = renderForm(form('form-ticketholder'), 'de', {
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.ch',
    });
    const email = screen.getByRole('textbox', { name: 'E-Mail (optional)' });
    expect(email).toHaveValue('anna@example.ch');
    const refused = 'Diese Adresse nimmt keine Tickets an.';
    act(() => {
      formik().setStatus(serverErrorStatus([{ path: 'email', message: refused }], formik().values));
    });
    await waitFor(() => expect(email).toHaveAccessibleDescription(`Fehler: ${refused}`));
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
