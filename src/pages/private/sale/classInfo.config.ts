export default definePageConfig({ navigationBarTitleText: '班级招生情况' })
